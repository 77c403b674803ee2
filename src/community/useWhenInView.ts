import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref callback for an element that calls `onInView` while the element is in view and `active`
 * (the community list's last card: the next page loads as the player reaches it). A card that
 * came into view while the list could not load more asks as soon as it can. Where the browser
 * has no IntersectionObserver nothing is called, and the list stays at its pages.
 */
export function useWhenInView(
  onInView: () => void,
  active: boolean,
): (element: Element | null) => void {
  const latest = useRef(onInView);
  const activeNow = useRef(active);
  const inView = useRef(false);
  useEffect(() => {
    latest.current = onInView;
  }, [onInView]);
  useEffect(() => {
    activeNow.current = active;
    if (active && inView.current) latest.current();
  }, [active]);

  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(
    () => () => {
      observer.current?.disconnect();
    },
    [],
  );

  return useCallback((element: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    inView.current = false;
    if (element === null || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        inView.current = entries.some((entry) => entry.isIntersecting);
        if (inView.current && activeNow.current) latest.current();
      },
      // A little early, so the next cards are usually there when the player gets to them.
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.current.observe(element);
  }, []);
}
