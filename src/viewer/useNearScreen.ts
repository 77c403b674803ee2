import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the screen (within `margin` above or below), watched with
 * an IntersectionObserver once `armed`; `show` says so early (the part was asked for). Once true
 * it stays true. Without IntersectionObserver it is true at once.
 */
export function useNearScreen(
  margin = '600px',
  armed = true,
): {
  near: boolean;
  ref: (element: Element | null) => void;
  show: () => void;
} {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(
    () => () => {
      observer.current?.disconnect();
    },
    [],
  );
  const show = useCallback(() => {
    observer.current?.disconnect();
    setNear(true);
  }, []);
  // A new callback when armed: React hands it the element again, which starts the watch.
  const ref = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (element === null || !armed || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) show();
        },
        { rootMargin: `${margin} 0px ${margin} 0px` },
      );
      observer.current.observe(element);
    },
    [margin, show, armed],
  );
  return { near, ref, show };
}
