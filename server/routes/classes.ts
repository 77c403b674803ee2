import type { FastifyPluginCallback } from 'fastify';
import type { ClassDetail, ClassSkillTree, ClassSummary } from '../../src/api/contract';
import type { GameClass } from '../../src/skills/gameData';
import type { GameRepository } from '../game/gameRepository';
import { notFound } from '../http/httpError';
import type { ApiDeps } from './deps';
import { isNumeric, parseId, quoteInput, resolveVersion, type VersionQuery } from './requestParams';

/** A class by numeric id or by slug: the spec's `{slug or classId}`. */
async function findClass(
  repository: GameRepository,
  version: string,
  slugOrId: string,
): Promise<GameClass> {
  if (isNumeric(slugOrId)) {
    const id = parseId(slugOrId, 'Class');
    const found = await repository.findClassById(version, id);
    if (!found) throw notFound(`No class with id ${id}.`);
    return found;
  }
  const found = await repository.findClassBySlug(version, slugOrId);
  if (!found) throw notFound(`No class ${quoteInput(slugOrId)}.`);
  return found;
}

/** `/api/classes`, `/api/classes/{slug or id}` and `/api/classes/{slug or id}/skill-trees`. */
export const classRoutes: FastifyPluginCallback<ApiDeps> = (
  app,
  { repository, manifest },
  done,
) => {
  app.get<{ Querystring: VersionQuery }>('/classes', async (request): Promise<ClassSummary[]> => {
    const classes = await repository.listClasses(resolveVersion(request.query, manifest));
    return classes.map(({ id, name, description, slug, imageUrl }) => ({
      id,
      name,
      description,
      slug,
      imageUrl,
    }));
  });

  app.get<{ Params: { slugOrId: string }; Querystring: VersionQuery }>(
    '/classes/:slugOrId',
    async (request): Promise<ClassDetail> => {
      const version = resolveVersion(request.query, manifest);
      return findClass(repository, version, request.params.slugOrId);
    },
  );

  app.get<{ Params: { slugOrId: string }; Querystring: VersionQuery }>(
    '/classes/:slugOrId/skill-trees',
    async (request): Promise<ClassSkillTree[]> => {
      const version = resolveVersion(request.query, manifest);
      const gameClass = await findClass(repository, version, request.params.slugOrId);
      const trees = await repository.listClassTrees(version, gameClass.id);
      return trees.map(({ id, name, order }) => ({ id, name, order }));
    },
  );
  done();
};
