import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The mobile layout of the pages that show a build's trees, the planner and the viewer (spec §2,
 * §9): below 768 px of width, or on iPad, mobile and Safari user agents, the trees show one at a
 * time. One pure rule, tested on its own, so both pages switch at the same point.
 */

export const MOBILE_BREAKPOINT = 768;

/** iPhone, iPod, iPad, Android phones and tablets, and anything that says Mobile. */
const MOBILE_AGENT = /iPhone|iPod|iPad|Android|Mobile|Silk|Kindle|Opera Mini|IEMobile/i;
/** Safari says "Safari" but so do Chromium browsers; these do not count as Safari. */
const NOT_SAFARI = /Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg\/|OPR\/|SamsungBrowser|Android/i;

export interface LayoutEnvironment {
  width: number;
  userAgent: string;
  /** Touch points: iPadOS presents itself as a Mac, with touch. */
  maxTouchPoints?: number;
}

/** Whether a user agent is Safari (desktop or iOS), which the spec treats as mobile. */
export function isSafariAgent(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && !NOT_SAFARI.test(userAgent);
}

/** Whether a user agent is an iPad, including iPadOS's desktop-class "Macintosh" agent. */
export function isIpadAgent(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Whether a build page (planner, viewer) uses its mobile layout. */
export function isMobileLayout({
  width,
  userAgent,
  maxTouchPoints = 0,
}: LayoutEnvironment): boolean {
  return (
    width < MOBILE_BREAKPOINT ||
    MOBILE_AGENT.test(userAgent) ||
    isIpadAgent(userAgent, maxTouchPoints) ||
    isSafariAgent(userAgent)
  );
}

function currentEnvironment(): LayoutEnvironment {
  return {
    width: window.innerWidth,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  };
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const getSnapshot = () => isMobileLayout(currentEnvironment());

/**
 * A layout chosen from outside instead of the browser's (stories and tests that show the
 * desktop or phone layout whatever the size of their frame).
 */
export const ForcedPlannerLayout = createContext<'mobile' | 'desktop' | null>(null);

/** The mobile rule for this browser, following window resizes. */
export function useIsMobileLayout(): boolean {
  const forced = useContext(ForcedPlannerLayout);
  const detected = useSyncExternalStore(subscribe, getSnapshot, () => false);
  return forced === null ? detected : forced === 'mobile';
}
