import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the player has gone toward an element at the foot of a page: it came within `margin` of
 * the screen after their first scroll, or they pointed at or focused it (`show`). Not before a
 * scroll: the parts above it draw after the first screen, so at first it sits near the top.
 */
export function useNearOnceScrolled(margin: string): {
  near: boolean;
  ref: (element: Element | null) => void;
  show: () => void;
} {
  const [near, setNear] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const [element, setElement] = useState<Element | null>(null);
  const show = useCallback(() => {
    setNear(true);
  }, []);

  useEffect(() => {
    if (near || scrolled) return;
    const onScroll = () => {
      // Without an observer to say how near, a scroll is near enough.
      if (typeof IntersectionObserver === 'undefined') setNear(true);
      else setScrolled(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, [near, scrolled]);

  useEffect(() => {
    if (near || !scrolled || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near, scrolled, element, margin]);

  return { near, ref: setElement, show };
}
