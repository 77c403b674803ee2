import type { FastifyPluginCallback } from 'fastify';
import type { z } from 'zod';
import {
  buildLinkRequestSchema,
  LINK_MODERATION_MESSAGE,
  type BuildLinkCreated,
  type BuildLinkResponse,
  type BuildProblemsError,
  type ModerationFailed,
} from '../../src/api/contract';
import type { Build } from '../../src/skills/buildSchema';
import { isLinkId, LINK_ID_LENGTH } from '../buildLinks/linkIds';
import { prepareSharedBuild } from '../buildLinks/prepareSharedBuild';
import { apiErrorBody, badRequest, notFound } from '../http/httpError';
import { buildModerationFields, findFlaggedContent } from '../services/moderation';
import type { ApiDeps } from './deps';
import { quoteInput } from './requestParams';

/** `POST /api/build-link` and `GET /api/build-link/{linkId}`: anonymous share links (spec §7). */

export interface BuildLinkRouteOptions extends ApiDeps {
  /** Links one client address may create per minute; 0 leaves only the general API limit. */
  linkRateLimitPerMinute: number;
}

/** Enough problems to fix the build; a hostile body could otherwise produce hundreds. */
const MAX_LISTED_PROBLEMS = 10;

function problemsBody(intro: string, problems: readonly string[]): BuildProblemsError {
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS);
  const more = problems.length - listed.length;
  const message = `${intro} ${listed.join(' ')}${more > 0 ? ` (and ${more} more)` : ''}`;
  return { ...apiErrorBody(400, message), problems: listed };
}

/** Zod's issues as sentences naming the field, e.g. "data.customSkillPointCap: Too big: …". */
function issueProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const sentence = /[.!?]$/.test(issue.message) ? issue.message : `${issue.message}.`;
    return path === '' ? sentence : `${path}: ${sentence}`;
  });
}

const moderationFailed: ModerationFailed = {
  statusCode: 400,
  error: 'MODERATION_FAILED',
  message: LINK_MODERATION_MESSAGE,
};

export const buildLinkRoutes: FastifyPluginCallback<BuildLinkRouteOptions> = (
  app,
  { buildLinks, gameIndex, manifest, linkRateLimitPerMinute },
  done,
) => {
  const rateLimit =
    linkRateLimitPerMinute > 0
      ? { rateLimit: { max: linkRateLimitPerMinute, timeWindow: 60_000 } }
      : undefined;

  app.post('/build-link', { config: { ...rateLimit } }, async (request, reply) => {
    const parsed = buildLinkRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .code(400)
        .send(problemsBody('The build could not be shared:', issueProblems(parsed.error)));
    }
    const prepared = prepareSharedBuild(parsed.data, gameIndex);
    if (!prepared.ok) {
      return reply
        .code(400)
        .send(
          problemsBody(
            `The build does not fit the game data (version ${manifest.current}):`,
            prepared.problems,
          ),
        );
    }
    const { build, buildGuide } = prepared;
    const flagged = findFlaggedContent(buildModerationFields(build, buildGuide));
    if (flagged.length > 0) {
      request.log.info({ fields: flagged }, 'build link refused by moderation');
      return reply.code(400).send(moderationFailed);
    }
    const url = await buildLinks.save({ build, buildGuide, gameVersion: manifest.current });
    const body: BuildLinkCreated = { url };
    return reply.code(201).send(body);
  });

  app.get<{ Params: { linkId: string } }>(
    '/build-link/:linkId',
    async (request): Promise<BuildLinkResponse> => {
      const { linkId } = request.params;
      if (!isLinkId(linkId)) {
        throw badRequest(
          `A build link id is ${LINK_ID_LENGTH} letters and digits (got ${quoteInput(linkId)}).`,
        );
      }
      const link = await buildLinks.find(linkId);
      if (!link) throw notFound('Build link not found.');
      return {
        // Validated by the build schema when it was stored.
        data: link.data as Build,
        build_name: link.buildName,
        build_guide: link.buildGuide,
        sharing: 'Private',
        likes: 0,
        url: link.id,
        game_version: link.gameVersion,
      };
    },
  );
  done();
};
