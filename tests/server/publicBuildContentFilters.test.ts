import { describe, expect, it } from 'vitest';
import type { Build } from '../../src/skills/buildSchema';
import { gameIndex, sampleBuild } from './buildLinkFixtures';
import { databaseKinds } from './helpers';
import {
  expectError,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';
import { publicBuildsResponseSchema } from '../../src/api/contract/publicBuildCards';

/**
 * `GET /api/public-builds?guide=1&plan=1&skills=…`: the filters on what a build holds, as a
 * truth table over builds saved through the API, kept in step with every save and listing
 * change, and 400 for a value the game data or the contract does not allow.
 */

/** A skill of the sample build, at the level it takes it. */
function takenSkill(build: Build) {
  const [entry] = build.characterBuild;
  if (!entry) throw new Error('the sample build takes no skill');
  const skill = gameIndex.skillsById.get(entry.skillId);
  if (!skill) throw new Error('the sample build takes an unknown skill');
  return {
    skill,
    level: Math.max(
      ...build.characterBuild.filter((e) => e.skillId === skill.id).map((e) => e.level),
    ),
  };
}

describe.each(databaseKinds)('what a build holds, as filters (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  const titlesOf = async (owner: Player, query: string) => {
    const response = await s.get(null, `/api/public-builds?author=${owner.username}&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return publicBuildsResponseSchema
      .parse(response.json())
      .data.map((card) => card.title)
      .sort();
  };

  const publish = (owner: Player, build: Build, guide: string, method: 'POST' | 'PUT' = 'POST') =>
    s.saved(owner, saveBody({ ...build, buildSharing: 'Public' }, { guide }), method);

  it('lists builds with a guide, with a shown plan, and taking a skill at a level', async () => {
    const owner = await s.player('Holder');
    const base = sampleBuild();
    const { skill, level } = takenSkill(base);
    await publish(owner, titled('Guided Planned', base), 'Take the grenade first.');
    await publish(owner, titled('Unguided Planned', base), '   ');
    await publish(owner, { ...titled('Guided Unordered', base), levelingOrder: false }, 'A guide.');
    await publish(
      owner,
      {
        ...titled('Guided Empty Plan', base),
        levellingPlan: [],
        characterBuild: [],
        skillpoints: 0,
        activeAbilities: [null, null, null],
      },
      'A guide.',
    );
    await s.saved(owner, saveBody(titled('Private Guided', base)));

    expect(await titlesOf(owner, 'guide=1')).toEqual([
      'Guided Empty Plan',
      'Guided Planned',
      'Guided Unordered',
    ]);
    expect(await titlesOf(owner, 'plan=1')).toEqual(['Guided Planned', 'Unguided Planned']);
    expect(await titlesOf(owner, 'plan=1&guide=1')).toEqual(['Guided Planned']);
    expect(await titlesOf(owner, `skills=${skill.id}-1`)).toEqual([
      'Guided Planned',
      'Guided Unordered',
      'Unguided Planned',
    ]);
    expect(await titlesOf(owner, `skills=${skill.id}-${level}&guide=1`)).toEqual([
      'Guided Planned',
      'Guided Unordered',
    ]);
    if (level < skill.levels.length) {
      expect(await titlesOf(owner, `skills=${skill.id}-${level + 1}`)).toEqual([]);
    }
    // Every skill named must be taken.
    const other = gameIndex.data.skills.find(
      (candidate) => !base.characterBuild.some((entry) => entry.skillId === candidate.id),
    );
    expect(await titlesOf(owner, `skills=${skill.id}-1,${other?.id ?? 0}-1`)).toEqual([]);
  });

  it('follows each save and listing change', async () => {
    const owner = await s.player('Changer');
    const base = sampleBuild();
    const { skill } = takenSkill(base);
    await publish(owner, titled('Changing', base), 'A guide.');
    expect(await titlesOf(owner, `guide=1&skills=${skill.id}-1`)).toEqual(['Changing']);

    // Every skill given back: the first one alone would leave others without their prerequisite.
    await publish(
      owner,
      {
        ...titled('Changing', base),
        characterBuild: [],
        levellingPlan: [],
        skillpoints: 0,
        activeAbilities: [null, null, null],
      },
      '',
      'PUT',
    );
    expect(await titlesOf(owner, `skills=${skill.id}-1`)).toEqual([]);
    expect(await titlesOf(owner, 'guide=1')).toEqual([]);
    expect(await titlesOf(owner, 'plan=1')).toEqual([]);

    await publish(owner, titled('Changing', base), 'Back again.', 'PUT');
    expect(await titlesOf(owner, `plan=1&guide=1&skills=${skill.id}-1`)).toEqual(['Changing']);
    await s.saved(owner, saveBody(titled('Changing', base)), 'PUT');
    expect(await titlesOf(owner, `skills=${skill.id}-1`)).toEqual([]);
    // Only Public builds have skill rows.
    const db = await s.database();
    const skilled = await db
      .selectFrom('build_skills')
      .innerJoin('saved_builds', 'saved_builds.id', 'build_skills.build_id')
      .select('saved_builds.sharing')
      .distinct()
      .execute();
    expect(skilled.map((row) => row.sharing)).toEqual(['Public']);
  });

  it.each([
    ['guide=yes', 'Expected 1 (only builds with a guide).'],
    ['plan=0', 'Expected 1 (only builds that show a leveling plan).'],
    ['skills=12', /^Expected up to 3 skills as id-level pairs/],
    ['skills=12-4', /Expected up to 3 skills/],
    ['skills=1-1,2-1,3-1,4-1', /Expected up to 3 skills/],
    ['skills=12-1,12-3', /A skill appears twice in "skills"\./],
    ['skills=99999-1', 'No skill has the id 99999 in the current game data.'],
  ])('answers %s with a 400 that says why', async (query, message) => {
    const response = await s.get(null, `/api/public-builds?${query}`);
    expectError(response, 400, typeof message === 'string' ? new RegExp(escape(message)) : message);
  });

  it('answers a level above the skill’s highest with a 400 naming the skill', async () => {
    const skill = gameIndex.data.skills.find((candidate) => candidate.levels.length < 3);
    if (!skill) throw new Error('the game data has no skill of fewer than 3 levels');
    const response = await s.get(null, `/api/public-builds?skills=${skill.id}-3`);
    expectError(response, 400, `${skill.name} goes up to level ${skill.levels.length}.`);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
