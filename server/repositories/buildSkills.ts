import { sql, type Expression, type SqlBool } from 'kysely';
import type { SkillUse } from '../../src/api/contract/contentFilters';
import type { SavedBuildDb, SavedBuildsTable } from './savedBuildTables';

/**
 * Keeps `build_skills` (migration 0026) in step with saved builds, in the transaction that
 * changed them, and answers the community list's "takes this skill at this level or higher".
 */

/** The columns of a stored build its skill rows are made from. */
type SkilledBuild = Pick<SavedBuildsTable, 'id' | 'sharing' | 'data'>;

/** Chunks of 3,000 rows (9,000 values) stay under both databases' bound-parameter limits. */
const INSERT_CHUNK = 3_000;

/** Replaces the builds' skill rows with those of their stored state: none unless Public. */
export async function rewriteBuildSkills(
  trx: SavedBuildDb,
  builds: readonly SkilledBuild[],
): Promise<void> {
  if (builds.length === 0) return;
  await trx
    .deleteFrom('build_skills')
    .where(
      'build_id',
      'in',
      builds.map((build) => build.id),
    )
    .execute();
  const rows = builds
    .filter((build) => build.sharing === 'Public')
    .flatMap((build) => {
      // Validated when saved: one entry per skill and level taken.
      const { characterBuild } = JSON.parse(build.data) as {
        characterBuild: { skillId: number; level: number }[];
      };
      const levels = new Map<number, number>();
      for (const { skillId, level } of characterBuild) {
        if (level > (levels.get(skillId) ?? 0)) levels.set(skillId, level);
      }
      return [...levels].map(([skillId, level]) => ({
        build_id: build.id,
        skill_id: skillId,
        level,
      }));
    });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('build_skills')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

/** How many Public builds take the skill at its level or higher, counting no further than `atMost`. */
export async function countSkillBuilds(
  db: SavedBuildDb,
  use: SkillUse,
  atMost: number,
): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (select 1
      from build_skills where skill_id = ${use.skillId} and level >= ${use.level}
      limit ${atMost}) as found`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The ids of the builds that take the skill at its level or higher, as a derived table. */
export function skillBuilds(db: SavedBuildDb, use: SkillUse) {
  return db
    .selectFrom('build_skills')
    .select('build_skills.build_id as id')
    .where('build_skills.skill_id', '=', use.skillId)
    .where('build_skills.level', '>=', use.level);
}

/** The build of `buildId` (a column reference) takes the skill at its level or higher. */
export function takesSkill(buildId: string, use: SkillUse): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from build_skills as taken
    where taken.build_id = ${sql.ref(buildId)} and taken.skill_id = ${use.skillId}
      and taken.level >= ${use.level})`;
}
