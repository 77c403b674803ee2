import { type ComponentType, createElement, lazy, type ReactNode, Suspense } from 'react';

/** A part of a page whose code loads apart, see takeOverApart. */
export interface PartTakenOverApart<P> {
  Part: ComponentType<P>;
  /** Loads the part's code: the server renders it only once loaded. */
  load(): Promise<void>;
}

/**
 * A part of a server-rendered page below its first screen's work, whose code is a chunk of its
 * own: the browser takes over the page without it, then the part's HTML in a pass of its own once
 * its code arrives (in place: its Suspense boundary keeps the server's HTML meanwhile). Where the
 * browser renders the page itself, `loading` shows until the code arrives.
 */
export function takeOverApart<P extends object>(
  loadModule: () => Promise<{ default: ComponentType<P> }>,
  loading: ReactNode,
): PartTakenOverApart<P> {
  let loaded: ComponentType<P> | undefined;
  const keep = (module: { default: ComponentType<P> }) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => loadModule().then(keep)) as unknown as ComponentType<P>;

  function Part(props: P) {
    return <Suspense fallback={loading}>{createElement(loaded ?? Lazy, props)}</Suspense>;
  }

  return {
    Part,
    load: () =>
      loadModule()
        .then(keep)
        .then(() => undefined),
  };
}
