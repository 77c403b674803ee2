import { BOT_CHECK_FAILED } from '../contract/botCheckTexts';
import { requestJson } from '../requestJson';
import { altchaToken } from './altchaToken';

/** The server's harder login check (a proof of work, whichever bot-check the site uses). */
const LOGIN_CHALLENGE_PATH = '/api/auth/login/challenge';

const challengeSchema = () =>
  import('./altchaChallenge').then(({ altchaChallengeSchema }) => altchaChallengeSchema);

/**
 * Solves the harder login check in the bot-check's Web Workers: asked for only after many wrong
 * passwords for an account, from a browser the server does not know. It takes some seconds.
 */
export async function loginStepUpToken(): Promise<string> {
  const [challenge, { solveAltchaChallenge }] = await Promise.all([
    requestJson(LOGIN_CHALLENGE_PATH, {
      schema: challengeSchema,
      fallbackMessage: BOT_CHECK_FAILED,
    }),
    import('./altchaSolver'),
  ]);
  const solution = await solveAltchaChallenge(challenge);
  if (!solution) throw new Error(BOT_CHECK_FAILED);
  return altchaToken(challenge, solution);
}
