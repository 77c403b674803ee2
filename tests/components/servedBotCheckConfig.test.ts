import { describe, expect, it } from 'vitest';
import type { BotCheckConfig } from '../../src/api/contract/botCheck';
import {
  BOT_CHECK_CONFIG_ELEMENT_ID,
  botCheckConfigElement,
  takeBotCheckConfig,
} from '../../src/api/contract/servedBotCheckConfig';

/**
 * The bot-check's config in every page's HTML (src/api/contract/servedBotCheckConfig.ts):
 * written so no value can close its element and read back once with the contract's shape. That
 * the provider uses it without asking the API is tested with the provider
 * (tests/components/api/BotCheckProvider.test.tsx).
 */

const page = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
const element = (json: string) =>
  `<script type="application/json" id="${BOT_CHECK_CONFIG_ELEMENT_ID}">${json}</script>`;

describe("the bot-check's config in a page's HTML", () => {
  it('cannot be closed by its values, reads back as written, and is taken once', () => {
    const recaptcha: BotCheckConfig = { provider: 'recaptcha', siteKey: '</script><b>' };
    const html = botCheckConfigElement(recaptcha);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const doc = page(html);
    expect(takeBotCheckConfig(doc)).toEqual(recaptcha);
    expect(doc.getElementById(BOT_CHECK_CONFIG_ELEMENT_ID)).toBeNull();
    expect(takeBotCheckConfig(doc)).toBeUndefined();
    const altcha: BotCheckConfig = { provider: 'altcha', challengeUrl: '/api/bot-check/challenge' };
    expect(takeBotCheckConfig(page(botCheckConfigElement(altcha)))).toEqual(altcha);
  });

  it('reads nothing from a page without it, or with anything but the contract’s shape', () => {
    expect(takeBotCheckConfig(page('<div id="root"></div>'))).toBeUndefined();
    for (const json of [
      '{"provider":',
      '[]',
      'null',
      '{}',
      '{"provider":"altcha"}',
      '{"provider":"altcha","siteKey":"k"}',
      '{"provider":"recaptcha","challengeUrl":"/api/bot-check/challenge"}',
      '{"provider":"recaptcha","siteKey":7}',
      '{"provider":"hcaptcha","siteKey":"k"}',
    ]) {
      expect(takeBotCheckConfig(page(element(json))), json).toBeUndefined();
    }
    // Unknown keys are not kept.
    expect(
      takeBotCheckConfig(page(element('{"provider":"recaptcha","siteKey":"k","secret":"s"}'))),
    ).toEqual({ provider: 'recaptcha', siteKey: 'k' });
  });
});
