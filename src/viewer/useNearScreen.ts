import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the screen (within `margin` below it), for a part that is
 * costly to show and usually further down (the guide's markdown renderer, a chunk of its own):
 * it loads as the player scrolls towards it instead of competing with the first screen. Once
 * near it stays true. Without IntersectionObserver it is true at once.
 */
export function useNearScreen(margin = '600px'): {
  near: boolean;
  ref: (element: Element | null) => void;
} {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(
    () => () => {
      observer.current?.disconnect();
    },
    [],
  );
  const ref = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (element === null || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          setNear(true);
        },
        { rootMargin: `${margin} 0px ${margin} 0px` },
      );
      observer.current.observe(element);
    },
    [margin],
  );
  return { near, ref };
}
