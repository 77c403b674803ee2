import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { consentCookie, shouldShowCookieBanner, type VisitorContext } from './cookieConsent';
import { browserVisitorContext } from './visitorContext';

/** Fired on window when the visitor accepts, so consent-gated scripts can start. */
export const CONSENT_EVENT = 'arrakis:cookie-consent';

/**
 * The cookie-consent banner: shown to European visitors until they accept. `visitor` replaces the
 * browser's languages, time zone and cookies (stories and tests).
 */
export function CookieBanner({ visitor }: { visitor?: Omit<VisitorContext, 'cookie'> }) {
  const [visible, setVisible] = useState(() =>
    visitor ? shouldShowCookieBanner({ ...visitor, cookie: document.cookie }) : false,
  );
  useEffect(() => {
    if (visitor) return;
    // Decided once the page has painted and gone idle, not on the way to the first paint; the
    // time zone, where needed, is read in a worker (visitorContext.ts).
    let current = true;
    const decide = () => {
      void browserVisitorContext().then((context) => {
        if (current) setVisible(shouldShowCookieBanner(context));
      });
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(decide, { timeout: 2000 });
      return () => {
        current = false;
        window.cancelIdleCallback(id);
      };
    }
    const id = window.setTimeout(decide, 200);
    return () => {
      current = false;
      window.clearTimeout(id);
    };
  }, [visitor]);
  if (!visible) return null;

  const accept = () => {
    document.cookie = consentCookie(window.location.protocol === 'https:');
    setVisible(false);
    window.dispatchEvent(new Event(CONSENT_EVENT));
  };

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-3 bottom-3 z-40 print:hidden mx-auto max-w-3xl rounded-2xl border border-spice-600/60 bg-sand-900/95 p-4 shadow-2xl shadow-black/60 backdrop-blur sm:inset-x-6 sm:bottom-6 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex-1 text-sm leading-relaxed text-sand-200">
          <h2
            id="cookie-banner-title"
            className="mb-1 font-display text-base font-semibold text-sand-50"
          >
            Cookies on Arrakis Planner
          </h2>
          <p>
            We use a cookie to remember this choice and, if you log in, one to keep you signed in.
            Optional analytics and ads, where enabled, start only after you accept. Details are in
            our{' '}
            <Link
              to="/privacy"
              className="font-semibold text-spice-300 underline underline-offset-4 hover:text-spice-200"
            >
              Privacy Policy
            </Link>
            .
          </p>
        </div>
        <Button onClick={accept} className="sm:self-center">
          Accept
        </Button>
      </div>
    </section>
  );
}
