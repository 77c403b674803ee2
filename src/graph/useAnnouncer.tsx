import { useCallback, useEffect, useRef } from 'react';

/**
 * A polite live region. Announcing writes the text straight into the region's DOM node, so it
 * costs no React render; the region is emptied first so that the same words can be announced
 * twice in a row (two refusals, say).
 */
export function useAnnouncer(): {
  announce: (message: string) => void;
  region: React.JSX.Element;
} {
  const regionRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const announce = useCallback((message: string) => {
    const region = regionRef.current;
    if (!region) return;
    clearTimeout(timer.current);
    region.textContent = '';
    timer.current = setTimeout(() => {
      region.textContent = message;
    }, 60);
  }, []);

  const region = (
    <div
      ref={regionRef}
      className="sg-visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
    />
  );
  return { announce, region };
}
