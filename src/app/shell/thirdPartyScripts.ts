import { useEffect, useState } from 'react';
import type { SiteConfig } from '../../api/contract/siteConfig';
import { useSiteConfig } from '../../api/siteConfig/siteConfig';
import { CONSENT_EVENT } from './CookieBanner';
import { hasAcceptedCookies, isEuropeanVisitor, type VisitorContext } from './cookieConsent';
import { browserVisitorContext } from './visitorContext';

/**
 * The optional analytics and ads scripts. Neither exists unless the server is configured with it
 * (ANALYTICS_SCRIPT_URL, ADS_SCRIPT_URL); a visitor the cookie banner applies to gets neither until
 * they accept; every other visitor gets them at once. Off until the real app turns it on
 * (`enableThirdPartyScripts` in main.tsx), so stories and tests load nothing.
 */

let enabled = false;

/** Lets the configured scripts load on this page load (called once by the app's entry point). */
export function enableThirdPartyScripts(): void {
  enabled = true;
}

/** One script to add to the page: its URL and its attributes. */
export interface ThirdPartyScript {
  /** analytics or ads: names the element, so a script is never added twice. */
  kind: 'analytics' | 'ads';
  src: string;
  /** data-* attributes the service reads (the analytics site id). */
  data: Readonly<Record<string, string>>;
}

/**
 * Whether third-party scripts may load for this visitor now: always for a visitor the banner
 * does not apply to (outside Europe by locale and time zone), otherwise only once they accepted.
 */
export function mayLoadThirdPartyScripts(visitor: VisitorContext): boolean {
  return hasAcceptedCookies(visitor.cookie) || !isEuropeanVisitor(visitor);
}

/** The configured scripts, each with the attributes its service reads. */
function configuredScripts(config: SiteConfig): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (config.analytics) {
    const { scriptUrl, siteId } = config.analytics;
    // Plausible reads data-domain, Umami data-website-id; each ignores the other's attribute.
    const data: Record<string, string> =
      siteId === null ? {} : { domain: siteId, websiteId: siteId };
    scripts.push({ kind: 'analytics', src: scriptUrl, data });
  }
  if (config.ads) scripts.push({ kind: 'ads', src: config.ads.scriptUrl, data: {} });
  return scripts;
}

/** The scripts to load for this visitor now: none without consent where the banner applies. */
export function scriptsToLoad(config: SiteConfig, visitor: VisitorContext): ThirdPartyScript[] {
  return mayLoadThirdPartyScripts(visitor) ? configuredScripts(config) : [];
}

/** Adds the scripts to the document's head, each at most once, deferred. */
export function addScripts(scripts: readonly ThirdPartyScript[], doc: Document = document): void {
  for (const script of scripts) {
    const id = `third-party-${script.kind}`;
    if (doc.getElementById(id)) continue;
    const element = doc.createElement('script');
    element.id = id;
    element.src = script.src;
    element.defer = true;
    // No referrer beyond the origin and no cookies of ours: the service gets what it must.
    element.referrerPolicy = 'strict-origin-when-cross-origin';
    for (const [key, value] of Object.entries(script.data)) element.dataset[key] = value;
    doc.head.append(element);
  }
}

/**
 * Loads the configured scripts as the rule allows: at once, or when the banner's Accept fires
 * CONSENT_EVENT. The visitor's context (its time zone, read in a worker) is read only once the
 * server has said a script is configured.
 */
export function useThirdPartyScripts(): void {
  const config = useSiteConfig(enabled);
  const [consented, setConsented] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const onConsent = () => {
      setConsented((n) => n + 1);
    };
    window.addEventListener(CONSENT_EVENT, onConsent);
    return () => {
      window.removeEventListener(CONSENT_EVENT, onConsent);
    };
  }, []);
  useEffect(() => {
    if (!config || configuredScripts(config).length === 0) return;
    let current = true;
    void browserVisitorContext().then((visitor) => {
      if (current) addScripts(scriptsToLoad(config, visitor));
    });
    return () => {
      current = false;
    };
  }, [config, consented]);
}
