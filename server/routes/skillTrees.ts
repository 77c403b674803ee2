import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { skillResponseSchema, skillTreeListItemSchema } from '../../src/api/contract/gameCatalog';
import { notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';
import { idParamSchema, resolveVersion, versionQuerySchema } from './requestParams';

/** `/api/skill-trees` and `/api/skill-trees/{treeId}/skills`. */
export const skillTreeRoutes: FastifyPluginCallbackZod<ApiDeps> = (app, { gameCatalog }, done) => {
  app.get(
    '/skill-trees',
    {
      schema: {
        summary: 'Every skill tree, by class then display order',
        querystring: versionQuerySchema,
        response: { 200: z.array(skillTreeListItemSchema), ...errorResponses(400) },
      },
    },
    (request) => gameCatalog.listTrees(resolveVersion(request.query, gameCatalog)),
  );

  app.get(
    '/skill-trees/:treeId/skills',
    {
      schema: {
        summary: "A tree's skills, each with its prerequisites and links",
        params: z.object({ treeId: idParamSchema('Skill tree') }),
        querystring: versionQuerySchema,
        response: { 200: z.array(skillResponseSchema), ...errorResponses(400, 404) },
      },
    },
    (request) => {
      const version = resolveVersion(request.query, gameCatalog);
      const { treeId } = request.params;
      const skills = gameCatalog.listTreeSkills(version, treeId);
      if (!skills) throw notFound(`No skill tree with id ${treeId}.`);
      return skills;
    },
  );
  done();
};
