import type { SiteConfig } from '../../api/contract/siteConfig';

/** The origin of a configured script's URL: what the policy names the service by. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

const CONSENT_RULE =
  'For visitors shown the cookie notice it loads only after you press Accept; for everyone else it loads with the page. It may set its own cookies and receives your IP address and the pages you view, under its own privacy policy.';

/**
 * The privacy policy's "Analytics and advertising" part: what is actually in use on this site, from
 * the server's settings. First-party page counts always; each third-party service only when
 * configured, named by its origin. `config` undefined: still being read.
 */
export function ThirdPartyServices({ config }: { config: SiteConfig | undefined }) {
  return (
    <>
      <h3>Page counts</h3>
      <p>
        We count page views ourselves: for each kind of page (for example &quot;a build&apos;s
        page&quot;, never which build) and each day, one number. No cookie is set and no IP address
        or other identifier is stored, so nothing in these counts can be traced to you. Browsers
        that send Do Not Track or Global Privacy Control are not counted at all.
      </p>
      <h3>Analytics and advertising</h3>
      {config === undefined ? (
        <p>Reading which services this site uses…</p>
      ) : (
        <ul aria-label="Third-party services in use">
          <li>
            {config.analytics ? (
              <>
                <strong>Analytics</strong>: this site uses the analytics service at{' '}
                <code>{originOf(config.analytics.scriptUrl)}</code>. {CONSENT_RULE}
              </>
            ) : (
              <>
                <strong>Analytics</strong>: no third-party analytics service is in use.
              </>
            )}
          </li>
          <li>
            {config.ads ? (
              <>
                <strong>Advertising</strong>: this site shows ads through the service at{' '}
                <code>{originOf(config.ads.scriptUrl)}</code>. {CONSENT_RULE}
              </>
            ) : (
              <>
                <strong>Advertising</strong>: no advertising service is in use.
              </>
            )}
          </li>
        </ul>
      )}
    </>
  );
}
