import type { FastifyPluginCallback } from 'fastify';
import type { SkillResponse, SkillTreeListItem } from '../../src/api/contract';
import { toSkillResponses } from '../game/skillResponses';
import { notFound } from '../http/httpError';
import type { ApiDeps } from './deps';
import { parseId, resolveVersion, type VersionQuery } from './requestParams';

/** `/api/skill-trees` and `/api/skill-trees/{treeId}/skills`. */
export const skillTreeRoutes: FastifyPluginCallback<ApiDeps> = (
  app,
  { repository, manifest },
  done,
) => {
  app.get<{ Querystring: VersionQuery }>(
    '/skill-trees',
    async (request): Promise<SkillTreeListItem[]> =>
      repository.listTrees(resolveVersion(request.query, manifest)),
  );

  app.get<{ Params: { treeId: string }; Querystring: VersionQuery }>(
    '/skill-trees/:treeId/skills',
    async (request): Promise<SkillResponse[]> => {
      const version = resolveVersion(request.query, manifest);
      const treeId = parseId(request.params.treeId, 'Skill tree');
      const tree = await repository.findTree(version, treeId);
      if (!tree) throw notFound(`No skill tree with id ${treeId}.`);
      return toSkillResponses(version, tree, await repository.listTreeSkills(version, treeId));
    },
  );
  done();
};
