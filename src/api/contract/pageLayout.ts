/**
 * The mobile layout of the pages that show a build's trees, the planner and the viewer (spec §2,
 * §9): below 768 px of width, or on iPad, mobile and Safari user agents, the trees show one at a
 * time. One pure rule, shared by the browser and the server (which renders a page in the layout
 * its user agent alone calls for), so both switch at the same point.
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

/** A page's layout before the browser's width is known: the server's HTML and its takeover. */
export type FirstLayout = 'mobile' | 'desktop';

/**
 * The layout a user agent alone calls for (a wide window, no touch points known): what the server
 * renders a page in for that agent, and what the browser takes that HTML over in, so a phone's
 * first screen is its own layout from the first paint. A narrow desktop window switches after.
 */
export function firstLayoutOf(userAgent: string | undefined): FirstLayout {
  return userAgent !== undefined && isMobileLayout({ width: Infinity, userAgent })
    ? 'mobile'
    : 'desktop';
}
