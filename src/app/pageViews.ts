import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { reportPageView } from '../api/pageViews/reportPageView';
import { matchPage } from './matchPage';

/**
 * First-party page views: each page the app shows is reported once, after it has rendered, as its
 * route pattern (`/build-viewer/:buildId`, never the id), so the server keeps only a count per page
 * and day. Off until the real app turns it on (`enablePageViewReports` in main.tsx): stories and
 * tests render the shell without counting anything.
 *
 * A browser that sends Do Not Track or Global Privacy Control is not counted. The count holds
 * nothing personal, so no law asks for this; but the visitor said they do not want to be
 * counted, honouring it costs a few views in the chart, and the desk's figures are a trend,
 * not an audit.
 */

let reporting = false;

/** Turns page-view reports on for this page load (called once by the app's entry point). */
export function enablePageViewReports(): void {
  reporting = true;
}

/**
 * The route pattern a path shows, e.g. `/class/trooper` → `/class/:slug`; null for a 404: the
 * catch-all is not a page worth counting.
 */
export function routePatternOf(pathname: string): string | null {
  const path = matchPage(pathname)?.route.path;
  return path === undefined || path === '*' ? null : path;
}

/** What the browser says about tracking. */
export interface TrackingPreference {
  /** navigator.doNotTrack: '1' when the visitor asked not to be tracked. */
  doNotTrack?: string | null;
  /** navigator.globalPrivacyControl (not in every browser's types yet). */
  globalPrivacyControl?: boolean;
}

/** Whether this browser may be counted: not when it sends Do Not Track or Global Privacy Control. */
export function mayCountPageViews(preference: TrackingPreference): boolean {
  return preference.doNotTrack !== '1' && preference.globalPrivacyControl !== true;
}

/**
 * Reports each navigation once (a new path; a query-string change such as a filter is the same
 * page), after render: the effect runs once the page is on screen, and the report never waits.
 */
export function usePageViewReporter(): void {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!reporting || last.current === pathname) return;
    last.current = pathname;
    if (!mayCountPageViews(navigator)) return;
    const pattern = routePatternOf(pathname);
    if (pattern !== null) reportPageView(pattern);
  }, [pathname]);
}
