import { useEffect, useState } from 'react';
import { useNearScreen } from './useNearScreen';

/**
 * Whether the player has gone toward an element at the foot of a page: it came within `margin` of
 * the screen after their first scroll, or they pointed at or focused it (`show`). Not before a
 * scroll: the parts above it draw after the first screen, so at first it sits near the top.
 */
export function useNearOnceScrolled(margin: string): ReturnType<typeof useNearScreen> {
  const [scrolled, setScrolled] = useState(false);
  const nearScreen = useNearScreen(margin, scrolled);
  const { near } = nearScreen;
  useEffect(() => {
    if (near || scrolled) return;
    const onScroll = () => {
      setScrolled(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, [near, scrolled]);
  return nearScreen;
}
