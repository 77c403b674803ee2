import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref callback for an element that calls `onInView` each time the element scrolls into view
 * (the community list's last card: the next page loads as the player reaches it). Where the
 * browser has no IntersectionObserver nothing is called, and the list stays at its pages.
 */
export function useWhenInView(onInView: () => void): (element: Element | null) => void {
  const latest = useRef(onInView);
  useEffect(() => {
    latest.current = onInView;
  }, [onInView]);

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
    if (element === null || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      // A little early, so the next cards are usually there when the player gets to them.
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.current.observe(element);
  }, []);
}
