import type { SiteConfig } from './siteConfig';

/**
 * A site with no third-party script configured. Apart from the schema so the app's shell can
 * fall back to it without loading zod before its first paint.
 */
export const NO_THIRD_PARTY_SCRIPTS: SiteConfig = { analytics: null, ads: null };
