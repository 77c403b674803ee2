import useSWR from 'swr';
import { ApiRequestError } from './requestJson';
import type {
  ClassDetail,
  ClassSummary,
  ClassTreesWithSkills,
  SkillTreeListItem,
} from './contract/gameCatalog';

/** `GET /api/classes`'s path: every class. */
export const CLASSES_PATH = '/api/classes';

/** `GET /api/skill-trees`'s path: every skill tree of every class. */
export const SKILL_TREES_PATH = '/api/skill-trees';

/** `GET /api/classes/{slug}`'s path: one class. */
export function classPath(slug: string): string {
  return `${CLASSES_PATH}/${encodeURIComponent(slug)}`;
}

/** `GET /api/classes/{slug}/trees-with-skills`'s path: what drawing the class's trees takes. */
export function classTreesWithSkillsPath(slug: string): string {
  return `${classPath(slug)}/trees-with-skills`;
}

/** `GET /api/classes`: every class. */
export function useClasses() {
  return useSWR<ClassSummary[], Error>(CLASSES_PATH);
}

/** `GET /api/skill-trees`: every skill tree of every class. */
export function useSkillTrees() {
  return useSWR<SkillTreeListItem[], Error>(SKILL_TREES_PATH);
}

/**
 * `GET /api/classes/{slug}`: one class. `notFound` is true when the API answered 404; `error` is
 * then undefined, so an error always means the data could not be loaded.
 */
export function useClass(slug: string | undefined) {
  const result = useSWR<ClassDetail, Error>(slug ? classPath(slug) : null);
  const notFound = result.error instanceof ApiRequestError && result.error.status === 404;
  return {
    data: result.data,
    isLoading: result.isLoading,
    notFound,
    error: notFound ? undefined : result.error,
  };
}

/** `GET /api/classes/{slug}/trees-with-skills`: the class's trees with their links and skills. */
export function useClassTreesWithSkills(slug: string | undefined) {
  return useSWR<ClassTreesWithSkills, Error>(slug ? classTreesWithSkillsPath(slug) : null);
}
