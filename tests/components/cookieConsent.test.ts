import { describe, expect, it } from 'vitest';
import {
  consentCookie,
  hasAcceptedCookies,
  regionOf,
  shouldShowCookieBanner,
} from '../../src/app/shell/cookieConsent';

const visitor = (languages: string[], timeZone: string | undefined, cookie = '') => ({
  languages,
  timeZone,
  cookie,
});

describe('cookie banner rule', () => {
  it('shows for a German visitor in Berlin', () => {
    expect(shouldShowCookieBanner(visitor(['de-DE', 'de'], 'Europe/Berlin'))).toBe(true);
  });

  it('stays hidden for an American visitor in New York', () => {
    expect(shouldShowCookieBanner(visitor(['en-US', 'en'], 'America/New_York'))).toBe(false);
  });

  it('shows for a British locale wherever the clock is set', () => {
    expect(shouldShowCookieBanner(visitor(['en-GB'], 'America/New_York'))).toBe(true);
    expect(shouldShowCookieBanner(visitor(['en-GB'], undefined))).toBe(true);
  });

  it('stays hidden for a Canadian French visitor in Toronto', () => {
    expect(shouldShowCookieBanner(visitor(['fr-CA', 'fr'], 'America/Toronto'))).toBe(false);
  });

  it('shows for a European time zone even with a non-European locale', () => {
    expect(shouldShowCookieBanner(visitor(['en-US'], 'Europe/Lisbon'))).toBe(true);
  });

  it('covers the EEA and Switzerland through any of the languages', () => {
    expect(shouldShowCookieBanner(visitor(['en-US', 'nb-NO'], 'UTC'))).toBe(true);
    expect(shouldShowCookieBanner(visitor(['de-CH'], 'UTC'))).toBe(true);
    expect(shouldShowCookieBanner(visitor(['is-IS'], 'Atlantic/Reykjavik'))).toBe(true);
    expect(shouldShowCookieBanner(visitor(['tr-TR'], 'Asia/Dubai'))).toBe(false);
  });

  it('does not guess a region from a bare language', () => {
    expect(shouldShowCookieBanner(visitor(['de'], 'America/Chicago'))).toBe(false);
  });

  it('stays hidden once accepted', () => {
    expect(
      shouldShowCookieBanner(
        visitor(['de-DE'], 'Europe/Berlin', 'theme=dark; cookie_consent=accepted'),
      ),
    ).toBe(false);
  });
});

describe('cookie helpers', () => {
  it('reads region subtags, including script and underscore forms', () => {
    expect(regionOf('de-DE')).toBe('DE');
    expect(regionOf('zh-Hant-TW')).toBe('TW');
    expect(regionOf('en_gb')).toBe('GB');
    expect(regionOf('fr')).toBeUndefined();
  });

  it('only an exact accepted value counts', () => {
    expect(hasAcceptedCookies('cookie_consent=accepted')).toBe(true);
    expect(hasAcceptedCookies('cookie_consent=declined')).toBe(false);
    expect(hasAcceptedCookies('x_cookie_consent=accepted')).toBe(false);
    expect(hasAcceptedCookies('')).toBe(false);
  });

  it('writes a one-year, site-wide, Lax cookie, Secure on https', () => {
    expect(consentCookie(false)).toBe(
      'cookie_consent=accepted; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(consentCookie(true)).toBe(
      'cookie_consent=accepted; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });
});
