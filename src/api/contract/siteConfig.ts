import { z } from 'zod';

/**
 * `GET /api/site-config`: the optional third-party scripts the server is configured with, so the
 * client can load them once the visitor's consent allows it (and the privacy page can name them).
 * Each is null when not configured: then it never exists on the page.
 */
export const siteConfigSchema = z.strictObject({
  /** A Plausible- or Umami-compatible analytics script (ANALYTICS_SCRIPT_URL). */
  analytics: z
    .strictObject({
      scriptUrl: z.string(),
      /** ANALYTICS_SITE_ID: Plausible's data-domain, Umami's data-website-id. */
      siteId: z.string().nullable(),
    })
    .nullable(),
  /** An ads script (ADS_SCRIPT_URL). */
  ads: z.strictObject({ scriptUrl: z.string() }).nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
