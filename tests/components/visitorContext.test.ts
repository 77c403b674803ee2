import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, CONSENT_VALUE } from '../../src/app/shell/cookieConsent';
import { browserVisitorContext } from '../../src/app/shell/visitorContext';

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe("the browser's context for the cookie rule", () => {
  it('reads the time zone where the languages leave the answer open', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    // jsdom starts no worker: the page's own Intl answers, as in a browser that blocks workers.
    const context = await browserVisitorContext();
    expect(context.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(context.languages).toEqual(['en-US', 'en']);
  });

  it('needs no time zone for a European language or an accepted consent', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    expect((await browserVisitorContext()).timeZone).toBeUndefined();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    document.cookie = `${CONSENT_COOKIE}=${CONSENT_VALUE}; Path=/`;
    const accepted = await browserVisitorContext();
    expect(accepted.timeZone).toBeUndefined();
    expect(accepted.cookie).toContain(`${CONSENT_COOKIE}=${CONSENT_VALUE}`);
  });
});
