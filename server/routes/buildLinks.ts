import {
  hasZodFastifySchemaValidationErrors,
  type FastifyPluginCallbackZod,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buildLinkCreatedSchema,
  buildLinkRequestSchema,
  buildLinkResponseSchema,
  buildProblemsErrorSchema,
  moderationFailedSchema,
  type ModerationFailed,
} from '../../src/api/contract';
import { LINK_MODERATION_MESSAGE } from '../../src/api/contract/savedBuildsTexts';
import { issueProblems, problemsBody } from '../http/buildProblems';
import { notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { isLinkId, LINK_ID_LENGTH } from '../keys/linkIds';
import { clientKey } from '../http/clientKey';
import type { ApiDeps } from './deps';
import { quoteInput } from '../http/quoteInput';

/**
 * `POST /api/build-link` and `GET /api/build-link/{linkId}`: anonymous share links (spec §7). The
 * GET also opens a saved build's `url`, which its Link button reuses (spec §4 "Link creation").
 */

export interface BuildLinkRouteOptions extends ApiDeps {
  /** Links one client address may create per minute; 0 leaves only the general API limit. */
  linkRateLimitPerMinute: number;
}

const moderationFailed: ModerationFailed = {
  statusCode: 400,
  error: 'MODERATION_FAILED',
  message: LINK_MODERATION_MESSAGE,
};

const linkIdParamSchema = z
  .string()
  .superRefine((raw, ctx) => {
    if (isLinkId(raw)) return;
    ctx.addIssue({
      code: 'custom',
      message: `A build link id is ${LINK_ID_LENGTH} letters and digits (got ${quoteInput(raw)}).`,
    });
  })
  .meta({ description: `The link id: ${LINK_ID_LENGTH} letters and digits.` });

export const buildLinkRoutes: FastifyPluginCallbackZod<BuildLinkRouteOptions> = (
  app,
  { buildLinkSharing, linkRateLimitPerMinute },
  done,
) => {
  const rateLimit =
    linkRateLimitPerMinute > 0
      ? { rateLimit: { max: linkRateLimitPerMinute, timeWindow: 60_000 } }
      : undefined;

  app.post(
    '/build-link',
    {
      config: { ...rateLimit },
      // The build's problems get this route's own wording (the planner lists them), not the
      // generic validation answer: the handler reads the failed validation itself.
      attachValidation: true,
      schema: {
        summary: 'Share a build: stores it and answers its link id',
        body: buildLinkRequestSchema,
        response: {
          201: buildLinkCreatedSchema,
          400: z.union([buildProblemsErrorSchema, moderationFailedSchema]),
          // 429: the per-minute limit, or the daily cap (its message says when it resets).
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      // Typed `any` by Fastify: the guard below gives it zod's issue type.
      const failed: unknown = request.validationError;
      if (failed) {
        // Anything but a zod validation failure (none is known) goes to the error handler.
        if (!hasZodFastifySchemaValidationErrors(failed)) throw failed as Error;
        return reply
          .code(400)
          .send(problemsBody('The build could not be shared:', issueProblems(failed.validation)));
      }
      const outcome = await buildLinkSharing.share(request.body, clientKey(request));
      if (outcome.ok) return reply.code(201).send({ url: outcome.linkId });
      if (outcome.reason === 'moderation') {
        request.log.info({ fields: outcome.fields }, 'build link refused by moderation');
        return reply.code(400).send(moderationFailed);
      }
      return reply
        .code(400)
        .send(
          problemsBody(
            `The build does not fit the game data (version ${outcome.gameVersion}):`,
            outcome.problems,
          ),
        );
    },
  );

  app.get(
    '/build-link/:linkId',
    {
      schema: {
        summary:
          'A shared build, as stored when its link was made, or a saved build by its url: a Public one for anyone, a Private one for its author only',
        params: z.object({ linkId: linkIdParamSchema }),
        response: { 200: buildLinkResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // A saved build may go Private at any time, and its owner's answer is theirs alone.
      reply.header('cache-control', 'no-store');
      const link = await buildLinkSharing.find(request.params.linkId, request.user?.id ?? null);
      // The same answer whether it does not exist or is someone else's: nothing is revealed.
      if (!link) throw notFound('Build link not found.');
      return link;
    },
  );
  done();
};
