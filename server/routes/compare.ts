import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compareResponseSchema } from '../../src/api/contract/compare';
import { compareSideOf, type CompareSide } from '../../src/api/contract/comparePaths';
import { COMPARE_TEXTS } from '../../src/api/contract/compareTexts';
import { noStore } from '../auth/accountRoutes';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';

/** One side of the address: a saved build's id or a share code (comparePaths.ts). */
const sideParam = (side: 'A' | 'B') =>
  z
    .string()
    .transform((raw, ctx): CompareSide => {
      const named = compareSideOf(raw);
      if (named) return named;
      ctx.addIssue({ code: 'custom', message: COMPARE_TEXTS.badSide(side) });
      return z.NEVER;
    })
    .meta({ description: `Build ${side}: a saved build's url id or UUID, or a share code.` });

/**
 * `GET /api/compare/{a}/{b}`: two builds compared on the current game data, for whoever may read
 * both. `Cache-Control: no-store`, as a saved build's read (it may become Private).
 */
export const compareRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { compareBuildsService: service },
  done,
) => {
  noStore(app);

  app.get(
    '/compare/:a/:b',
    {
      schema: {
        summary:
          'Two builds (saved builds the caller may read, or share codes) compared on the current game data',
        params: z.object({ a: sideParam('A'), b: sideParam('B') }),
        response: { 200: compareResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const { a, b } = request.params;
      const outcome = await service.compare(a, b, request.user?.id ?? null);
      if (outcome.ok) return outcome.answer;
      // The same answer whether a build does not exist or is someone else's Private one.
      if (outcome.reason === 'not-found') throw notFound(COMPARE_TEXTS.notFound(outcome.side));
      const status = outcome.reason === 'bad-code' ? 400 : 409;
      throw new HttpError(status, COMPARE_TEXTS.unreadable(outcome.side, outcome.message));
    },
  );

  done();
};
