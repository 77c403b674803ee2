/**
 * The cookie-consent banner's rule. The banner is for visitors from Europe (EU/EEA, UK,
 * Switzerland), recognised by a European region in one of the browser's languages or a Europe/
 * time zone, who have not yet accepted. Accepting stores a one-year cookie.
 */

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_VALUE = 'accepted';
/** One year, in seconds. */
const CONSENT_MAX_AGE = 31_536_000;

/** EU member states, the other EEA states, the United Kingdom and Switzerland (ISO 3166). */
const EUROPEAN_REGIONS: ReadonlySet<string> = new Set([
  // EU
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  // EEA outside the EU
  'IS',
  'LI',
  'NO',
  // United Kingdom (GB; UK is a common non-standard tag) and Switzerland
  'GB',
  'UK',
  'CH',
]);

/** What the rule looks at. */
export interface VisitorContext {
  /** navigator.languages, e.g. ['de-DE', 'en']. */
  languages: readonly string[];
  /** Intl.DateTimeFormat().resolvedOptions().timeZone, e.g. 'Europe/Berlin'. */
  timeZone: string | undefined;
  /** document.cookie. */
  cookie: string;
}

/** The region subtag of a language tag (de-DE → DE, zh-Hant-TW → TW), upper case. */
export function regionOf(languageTag: string): string | undefined {
  try {
    const region = new Intl.Locale(languageTag).region;
    if (region) return region.toUpperCase();
  } catch {
    // Not a well-formed tag: fall back to reading it by hand below.
  }
  const parts = languageTag.split(/[-_]/).slice(1);
  const region = parts.find((part) => /^[A-Za-z]{2}$/.test(part));
  return region?.toUpperCase();
}

/** Whether the cookie string holds an accepted consent. */
export function hasAcceptedCookies(cookie: string): boolean {
  return cookie.split(';').some((pair) => pair.trim() === `${CONSENT_COOKIE}=${CONSENT_VALUE}`);
}

/** Whether the visitor's locale or time zone is European. */
export function isEuropeanVisitor({
  languages,
  timeZone,
}: Omit<VisitorContext, 'cookie'>): boolean {
  if (timeZone?.startsWith('Europe/')) return true;
  return languages.some((tag) => {
    const region = regionOf(tag);
    return region !== undefined && EUROPEAN_REGIONS.has(region);
  });
}

/** The banner shows for European visitors who have not accepted yet. */
export function shouldShowCookieBanner(visitor: VisitorContext): boolean {
  return isEuropeanVisitor(visitor) && !hasAcceptedCookies(visitor.cookie);
}

/** The Set-Cookie string written when the visitor accepts (Secure on https). */
export function consentCookie(secure: boolean): string {
  return `${CONSENT_COOKIE}=${CONSENT_VALUE}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}
