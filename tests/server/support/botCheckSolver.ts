import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import type { FastifyInstance } from 'fastify';
import type { BotCheckAction } from '../../../src/api/contract/botCheck';

/**
 * Solves the server's ALTCHA challenge for real, in Node, with altcha-lib's own solver (the
 * browser does the same in a worker), and returns the token a form sends: base64 of
 * JSON {challenge, solution}. The test apps run with a tiny BOT_CHECK_COST, so this is quick.
 */
export async function botCheckToken(app: FastifyInstance, action: BotCheckAction): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/bot-check/challenge?action=${action}`,
  });
  if (response.statusCode !== 200) {
    throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  }
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge could not be solved.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
