import useSWR from 'swr';
import { NO_THIRD_PARTY_SCRIPTS, siteConfigSchema, type SiteConfig } from '../contract/siteConfig';

/** The SWR key (and path) of the site's third-party script settings. */
export const SITE_CONFIG_PATH = '/api/site-config';

/**
 * `GET /api/site-config`: the analytics and ads scripts the server is configured with.
 * `undefined` while it loads; an answer that failed or does not fit counts as "none configured",
 * so a broken answer can never load a script.
 */
export function useSiteConfig(enabled = true): SiteConfig | undefined {
  const { data, error } = useSWR<unknown, Error>(enabled ? SITE_CONFIG_PATH : null);
  if (error) return NO_THIRD_PARTY_SCRIPTS;
  if (data === undefined) return undefined;
  const parsed = siteConfigSchema.safeParse(data);
  return parsed.success ? parsed.data : NO_THIRD_PARTY_SCRIPTS;
}
