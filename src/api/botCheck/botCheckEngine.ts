import type { BotCheckAction, BotCheckConfig } from '../contract/botCheck';
import { BOT_CHECK_FAILED, BOT_CHECK_NOT_READY } from '../contract/botCheckTexts';
import { BOT_CHECK_CONFIG_PATH } from '../contract/servedAnswers';
import { requestJson } from '../requestJson';
import { altchaToken } from './altchaToken';
import { loadRecaptcha } from './recaptcha';

/** A loaded bot-check: makes one token per protected action. */
export interface BotCheckEngine {
  getToken(action: BotCheckAction): Promise<string>;
}

/** The API path of a challenge URL the server gave (a path, or an absolute URL of the API). */
function challengePath(challengeUrl: string, action: BotCheckAction): string {
  const url = new URL(challengeUrl, 'http://api.invalid');
  url.searchParams.set('action', action);
  return url.pathname + url.search;
}

/*
 * The schemas, with zod, load when an answer comes to be checked: the feedback page readies its
 * bot-check on load, where building zod's first schemas was a long main-thread task.
 */
const configSchema = () =>
  import('../contract/botCheck').then(({ botCheckConfigSchema }) => botCheckConfigSchema);
const challengeSchema = () =>
  import('./altchaChallenge').then(({ altchaChallengeSchema }) => altchaChallengeSchema);

/**
 * Readies the bot-check the server uses: `served`, the config the page came with (checked by the
 * server), else `GET /api/bot-check`'s. For ALTCHA the solver chunk (workers and all) is fetched
 * now, so the first token does not wait for it; for reCAPTCHA, Google's script.
 */
export async function loadBotCheckEngine(served?: BotCheckConfig): Promise<BotCheckEngine> {
  const config =
    served ??
    (await requestJson(BOT_CHECK_CONFIG_PATH, {
      schema: configSchema,
      fallbackMessage: BOT_CHECK_NOT_READY,
    }));
  if (config.provider === 'recaptcha') {
    const grecaptcha = await loadRecaptcha(config.siteKey);
    return {
      getToken: (action) => grecaptcha.execute(config.siteKey, { action }),
    };
  }
  const { solveAltchaChallenge } = await import('./altchaSolver');
  return {
    getToken: async (action) => {
      const challenge = await requestJson(challengePath(config.challengeUrl, action), {
        schema: challengeSchema,
        fallbackMessage: BOT_CHECK_FAILED,
      });
      const solution = await solveAltchaChallenge(challenge);
      if (!solution) throw new Error(BOT_CHECK_FAILED);
      return altchaToken(challenge, solution);
    },
  };
}
