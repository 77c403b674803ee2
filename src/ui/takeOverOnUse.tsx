import { type ComponentType, createElement, lazy, type ReactNode, Suspense, useState } from 'react';

/** What counts as the player using the page: a pointer, a key, a wheel, a scroll. */
const USE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'];

let used: Promise<void> | undefined;

/** Resolves the first time the player uses the page (at once on the server, which has no player). */
function firstUse(): Promise<void> {
  used ??=
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            for (const type of USE_EVENTS) window.removeEventListener(type, done, true);
            resolve();
          };
          for (const type of USE_EVENTS) {
            window.addEventListener(type, done, { capture: true, passive: true });
          }
        });
  return used;
}

/** A part of a page whose code loads apart, see takeOverOnUse. */
export interface PartTakenOverOnUse<P> {
  Part: ComponentType<P>;
  /** Loads the part's code: the server renders it only once loaded. */
  load(): Promise<void>;
}

/**
 * A part of a server-rendered page (below its first screen's work) that the browser takes over
 * only once the player uses the page: until then its server HTML stays as sent, its links plain
 * links, and neither its code nor its rendering competes with the page's own takeover. Where the
 * browser renders the page itself (no server HTML, a later navigation), the part loads at once,
 * `loading` showing meanwhile. `id` names the part's wrapper, which tells the two cases apart.
 */
export function takeOverOnUse<P extends object>(
  id: string,
  loadModule: () => Promise<{ default: ComponentType<P> }>,
  loading: ReactNode,
): PartTakenOverOnUse<P> {
  let loaded: ComponentType<P> | undefined;
  const keep = (module: { default: ComponentType<P> }) => {
    loaded = module.default;
    return module;
  };
  const AfterUse = lazy(() => firstUse().then(loadModule).then(keep));
  const AtOnce = lazy(() => loadModule().then(keep));

  function Part(props: P) {
    // Chosen once per mount: switching while the server's HTML waits would make React drop it.
    const [Component] = useState<ComponentType<P>>(() => {
      if (loaded) return loaded;
      const serverHtml = typeof document !== 'undefined' && document.getElementById(id);
      return (serverHtml && serverHtml.firstChild ? AfterUse : AtOnce) as ComponentType<P>;
    });
    return (
      <div id={id} className="contents">
        <Suspense fallback={loading}>{createElement(Component, props)}</Suspense>
      </div>
    );
  }

  return {
    Part,
    load: () =>
      loadModule()
        .then(keep)
        .then(() => undefined),
  };
}
