import type { BotCheckConfig } from './botCheck';
import { isObject, jsonDataElement, takeJsonData } from './pageData';

/*
 * The bot-check's config (`GET /api/bot-check`'s answer) travels in the page's HTML, checked by the
 * server: the feedback page readies it on load, and asked of the API it was that page's only zod.
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
