import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classDetailSchema,
  classSkillTreeSchema,
  classSummarySchema,
  classTreesWithSkillsSchema,
} from '../../src/api/contract/gameCatalog';
import { notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { quoteInput } from '../http/quoteInput';
import type { ClassRef, GameCatalog } from '../services/gameCatalog';
import type { ApiDeps } from './deps';
import { classRefParamSchema, resolveVersion, versionQuerySchema } from './requestParams';

const classParamsSchema = z.object({ slugOrId: classRefParamSchema });

/** The class, or 404 naming what was asked for. */
function findClass(catalog: GameCatalog, version: string, ref: ClassRef) {
  const found = catalog.findClass(version, ref);
  if (found) return found;
  throw notFound('id' in ref ? `No class with id ${ref.id}.` : `No class ${quoteInput(ref.slug)}.`);
}

/**
 * `/api/classes`, `/api/classes/{slug or id}`, `/api/classes/{slug or id}/skill-trees` and
 * `/api/classes/{slug or id}/trees-with-skills`.
 */
export const classRoutes: FastifyPluginCallbackZod<ApiDeps> = (app, { gameCatalog }, done) => {
  app.get(
    '/classes',
    {
      schema: {
        summary: 'Every class, sorted by id',
        querystring: versionQuerySchema,
        response: { 200: z.array(classSummarySchema), ...errorResponses(400) },
      },
    },
    (request) => gameCatalog.listClasses(resolveVersion(request.query, gameCatalog)),
  );

  app.get(
    '/classes/:slugOrId',
    {
      schema: {
        summary: 'One class, by slug or id',
        params: classParamsSchema,
        querystring: versionQuerySchema,
        response: { 200: classDetailSchema, ...errorResponses(400, 404) },
      },
    },
    (request) =>
      findClass(gameCatalog, resolveVersion(request.query, gameCatalog), request.params.slugOrId),
  );

  app.get(
    '/classes/:slugOrId/skill-trees',
    {
      schema: {
        summary: "A class's skill trees in display order",
        params: classParamsSchema,
        querystring: versionQuerySchema,
        response: { 200: z.array(classSkillTreeSchema), ...errorResponses(400, 404) },
      },
    },
    (request) => {
      const version = resolveVersion(request.query, gameCatalog);
      const gameClass = findClass(gameCatalog, version, request.params.slugOrId);
      return gameCatalog.listClassTrees(version, gameClass.id);
    },
  );

  app.get(
    '/classes/:slugOrId/trees-with-skills',
    {
      schema: {
        summary: "A class's skill trees in display order with their links, and their skills",
        params: classParamsSchema,
        querystring: versionQuerySchema,
        response: { 200: classTreesWithSkillsSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => {
      const version = resolveVersion(request.query, gameCatalog);
      const gameClass = findClass(gameCatalog, version, request.params.slugOrId);
      return gameCatalog.classTreesWithSkills(version, gameClass.id);
    },
  );
  done();
};
