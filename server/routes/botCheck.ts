import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../auth/accountRoutes';
import { HttpError } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';
import { botCheckActionSchema, botCheckConfigSchema } from '../../src/api/contract/botCheck';

/**
 * An ALTCHA v2 challenge as altcha-lib makes it (the client's solver reads it as is). Loose:
 * the signature covers every parameter, so none may be dropped on the way out.
 */
const altchaChallengeSchema = altchaChallengeWith(z.object({ action: botCheckActionSchema }));

/** An ALTCHA challenge whose signed `data` has this shape. */
export function altchaChallengeWith<Data extends z.ZodType>(data: Data) {
  return z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional().describe('Unix time in seconds'),
      data,
    }),
    signature: z.string(),
  });
}

/** How long a cache may keep the bot-check's config: it changes only with the server's settings. */
const BOT_CHECK_CONFIG_MAX_AGE_SECONDS = 300;

/** `/api/bot-check`: which bot-check the forms use, and ALTCHA challenges. */
export const botCheckRoutes: FastifyPluginCallbackZod<ApiDeps> = (app, { accounts }, done) => {
  noStore(app);

  app.get(
    '/bot-check',
    {
      schema: {
        summary: 'The bot-check provider of the forms',
        response: { 200: botCheckConfigSchema },
      },
    },
    (_request, reply) => {
      // The same for everyone and printed in every page: any cache may keep it (not the challenges).
      reply.header('cache-control', `public, max-age=${BOT_CHECK_CONFIG_MAX_AGE_SECONDS}`);
      return Promise.resolve(accounts.botCheck.clientConfig);
    },
  );

  app.get(
    '/bot-check/challenge',
    {
      schema: {
        summary: 'A signed ALTCHA challenge bound to one form action',
        querystring: z.object({ action: botCheckActionSchema }),
        response: { 200: altchaChallengeSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const challenge = await accounts.botCheck.challenge(request.query.action);
      if (!challenge) {
        throw new HttpError(404, 'This site uses reCAPTCHA: there are no ALTCHA challenges.');
      }
      // Typed by the schema that the answer is serialized with anyway.
      return altchaChallengeSchema.parse(challenge);
    },
  );

  done();
};
