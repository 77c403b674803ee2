import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { NO_THIRD_PARTY_SCRIPTS } from '../contract/noThirdPartyScripts';
import { SITE_CONFIG_PATH } from '../contract/servedAnswers';
import type { SiteConfig } from '../contract/siteConfig';
import { useServedAnswer } from '../servedAnswers/servedAnswers';

/**
 * The server's answer checked against the contract's schema; "none configured" when it does not
 * fit or the schema's chunk cannot load. The schema (and zod with it) is imported here, when the
 * answer has arrived, so the app's shell, which asks on every page, paints without them.
 */
async function checkSiteConfig(answer: unknown): Promise<SiteConfig> {
  try {
    const { siteConfigSchema } = await import('../contract/siteConfig');
    const parsed = siteConfigSchema.safeParse(answer);
    return parsed.success ? parsed.data : NO_THIRD_PARTY_SCRIPTS;
  } catch {
    return NO_THIRD_PARTY_SCRIPTS;
  }
}

/** One answer and what it was checked to be. */
interface Checked {
  answer: unknown;
  config: SiteConfig;
}

/**
 * The analytics and ads scripts the server is configured with: `GET /api/site-config`'s answer,
 * as the page was served with it (trusted: the server's own), else as asked and checked. `undefined` while that loads or is
 * being checked; an answer that failed or does not fit counts as "none configured", so a broken
 * answer can never load a script.
 */
export function useSiteConfig(enabled = true): SiteConfig | undefined {
  const served = useServedAnswer(SITE_CONFIG_PATH) as SiteConfig | undefined;
  const ask = enabled && served === undefined;
  const { data, error } = useSWR<unknown, Error>(ask ? SITE_CONFIG_PATH : null);
  const [checked, setChecked] = useState<Checked | null>(null);
  useEffect(() => {
    if (data === undefined) return;
    let current = true;
    void checkSiteConfig(data).then((config) => {
      if (current) setChecked({ answer: data, config });
    });
    return () => {
      current = false;
    };
  }, [data]);
  if (!enabled) return undefined;
  if (served) return served;
  if (error) return NO_THIRD_PARTY_SCRIPTS;
  if (data === undefined || checked?.answer !== data) return undefined;
  return checked.config;
}
