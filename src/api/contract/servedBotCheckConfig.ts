import type { BotCheckConfig } from './botCheck';
import { isObject, jsonDataElement, takeJsonData } from './pageData';

/*
 * The site's bot-check config (what `GET /api/bot-check` answers) travels in every page's HTML,
 * in a data block of its own, as the site's config does (./servedSiteConfig.ts). The feedback
 * page readies the bot-check on load, and asking the API meant a request and, to check its
 * answer, zod: 30-52 ms of main thread in Lighthouse's traces on this machine, the only zod that
 * page ran. The server checks the config against the contract before writing it, so the browser
 * looks at its shape only.
 */

/** The id of the `<script type="application/json">` element carrying the bot-check's config. */
export const BOT_CHECK_CONFIG_ELEMENT_ID = 'bot-check-config';

/** The element carrying `config` in a page's HTML, written by `scriptSafeJson`. */
export function botCheckConfigElement(config: BotCheckConfig): string {
  return jsonDataElement(BOT_CHECK_CONFIG_ELEMENT_ID, config);
}

/** `value` as a bot-check config when it has the contract's shape; otherwise undefined. */
function asBotCheckConfig(value: unknown): BotCheckConfig | undefined {
  if (!isObject(value)) return undefined;
  if (value.provider === 'altcha' && typeof value.challengeUrl === 'string') {
    return { provider: 'altcha', challengeUrl: value.challengeUrl };
  }
  if (value.provider === 'recaptcha' && typeof value.siteKey === 'string') {
    return { provider: 'recaptcha', siteKey: value.siteKey };
  }
  return undefined;
}

/**
 * Takes the bot-check's config out of `doc`'s HTML, once, as the app starts; undefined when the
 * page carries none (a page not sent by our server) or it cannot be read: the bot-check then
 * asks the API, as before.
 */
export function takeBotCheckConfig(doc: Document): BotCheckConfig | undefined {
  return asBotCheckConfig(takeJsonData(doc, BOT_CHECK_CONFIG_ELEMENT_ID));
}
