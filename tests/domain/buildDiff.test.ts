import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import { chooseSlotSkill } from '../../src/skills/activeSlots';
import { allocateSkill } from '../../src/skills/allocation';
import { buildDiff, isBuildDiffEmpty } from '../../src/skills/buildDiff';
import type { Build } from '../../src/skills/buildSchema';
import { setBuildCharacter } from '../../src/skills/characterBudget';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { indexGameData, type GameIndex } from '../../src/skills/gameIndex';
import { switchBuildGameMode } from '../../src/skills/gameModeRules';
import { clickSkills, maxedBuild } from './fixtures/builds';
import {
  ANTI_GRAVITY_FIELD,
  CENTER_OF_MASS,
  DISRUPTOR_DAMAGE,
  miniIndex as index,
  RANGED_DAMAGE,
  THE_SENTINEL,
} from './fixtures/miniGame';
import { realGame } from './fixtures/realData';

/** A: Ranged Damage 2, Disruptor Damage 1, The Sentinel 1 in the first ability slot. */
const buildA: Build = chooseSlotSkill(
  {
    ...clickSkills(index, [RANGED_DAMAGE, RANGED_DAMAGE, DISRUPTOR_DAMAGE, THE_SENTINEL]),
    buildTitle: 'Gunner',
    buildDescription: 'Shoots things.',
    buildTags: ['Sniper', 'Pilot'],
    buildGuide: '## Opener\nDash in\nStun\n## End',
  },
  index,
  'ability',
  0,
  THE_SENTINEL,
);

/** B: Ranged Damage 1, Center of Mass, Anti-gravity Field, The Sentinel 2; slots changed. */
function makeB(): Build {
  let b: Build = {
    ...clickSkills(index, [
      RANGED_DAMAGE,
      CENTER_OF_MASS,
      ANTI_GRAVITY_FIELD,
      THE_SENTINEL,
      THE_SENTINEL,
    ]),
    buildTitle: 'Gunner',
    buildDescription: 'Shoots things.',
    buildTags: ['Pilot', 'Crafter'],
    buildTypeTags: ['End Game Build'],
    buildGuide: '## Opener\nShield up\nStun\n## End',
    customSkillPointCap: 150,
  };
  b = chooseSlotSkill(b, index, 'ability', 0, ANTI_GRAVITY_FIELD);
  return chooseSlotSkill(b, index, 'technique', 0, CENTER_OF_MASS);
}
const buildB = makeB();

describe('a build diff', () => {
  const diff = buildDiff(buildA, buildB, index);

  it('lists skills added, removed and changed in level, by class, tree and the tree’s order', () => {
    const named = (list: typeof diff.skills.added) =>
      list.map((s) => [s.name, s.classSlug, s.treeName, s.levelA, s.levelB]);
    expect(named(diff.skills.added)).toEqual([
      ['Center of Mass', 'trooper', 'Gunnery', 0, 1],
      ['Anti-gravity Field', 'trooper', 'Suspensor Training', 0, 1],
    ]);
    expect(named(diff.skills.removed)).toEqual([['Disruptor Damage', 'trooper', 'Gunnery', 1, 0]]);
    expect(named(diff.skills.changed)).toEqual([
      ['Ranged Damage', 'trooper', 'Gunnery', 2, 1],
      ['The Sentinel', 'mentat', 'Mental Calculus', 1, 2],
    ]);
    expect(diff.skills.added[0]).toMatchObject({
      skillId: CENTER_OF_MASS,
      knownToA: true,
      knownToB: true,
    });
  });

  it('counts each side’s points in total and per class, with its cap and the difference', () => {
    expect(diff.skillPoints.a).toMatchObject({ total: 6, cap: 200 });
    expect(diff.skillPoints.a.byClass).toMatchObject({ trooper: 5, mentat: 1, swordmaster: 0 });
    expect(diff.skillPoints.b).toMatchObject({ total: 7, cap: 150 });
    expect(diff.skillPoints.b.byClass).toMatchObject({ trooper: 4, mentat: 3 });
    expect(diff.skillPoints.difference).toMatchObject({ total: 1, cap: -50 });
    expect(diff.skillPoints.difference.byClass).toMatchObject({
      trooper: -1,
      mentat: 2,
      planetologist: 0,
    });
  });

  it('gives A’s and B’s value of every modifier total that differs', () => {
    expect(diff.modifiers).toEqual([
      { category: 'Damage', name: 'Disruptor damage', unit: 'percent', a: 5, b: null },
      { category: 'Damage', name: 'Ranged weapon damage', unit: 'percent', a: 6, b: 3 },
    ]);
  });

  it('names the slots that hold another skill', () => {
    expect(diff.slots).toEqual([
      {
        kind: 'ability',
        slot: 1,
        a: { skillId: THE_SENTINEL, name: 'The Sentinel' },
        b: { skillId: ANTI_GRAVITY_FIELD, name: 'Anti-gravity Field' },
      },
      {
        kind: 'technique',
        slot: 1,
        a: null,
        b: { skillId: CENTER_OF_MASS, name: 'Center of Mass' },
      },
    ]);
  });

  it('lists tags added and removed, and the custom cap that changed', () => {
    expect(diff.tags).toEqual({ added: ['Crafter'], removed: ['Sniper'] });
    expect(diff.typeTags).toEqual({ added: ['End Game Build'], removed: [] });
    expect(diff.customCap).toEqual({ a: null, b: 150 });
  });

  it('leaves out what is the same: title, description, game mode, character', () => {
    expect(diff.title).toBeNull();
    expect(diff.description).toBeNull();
    expect(diff.gameMode).toBeNull();
    expect(diff.character).toBeNull();
  });

  it('gives both texts of a changed title and description', () => {
    const renamed = buildDiff(
      buildA,
      { ...buildA, buildTitle: 'Sniper', buildDescription: '' },
      index,
    );
    expect(renamed.title).toEqual({ a: 'Gunner', b: 'Sniper' });
    expect(renamed.description).toEqual({ a: 'Shoots things.', b: '' });
    expect(isBuildDiffEmpty(renamed)).toBe(false);
  });

  it('diffs the guide line by line', () => {
    expect(diff.guide).toEqual([
      { kind: 'same', text: '## Opener' },
      { kind: 'removed', text: 'Dash in' },
      { kind: 'added', text: 'Shield up' },
      { kind: 'same', text: 'Stun' },
      { kind: 'same', text: '## End' },
    ]);
  });

  it('is not empty, and the diff of a build with itself is', () => {
    expect(isBuildDiffEmpty(diff)).toBe(false);
    const none = buildDiff(buildA, { ...buildA }, index);
    expect(isBuildDiffEmpty(none)).toBe(true);
    expect(none.skills).toEqual({ added: [], removed: [], changed: [] });
    expect(none.guide).toBeNull();
  });

  it('ignores what a player did not change: sharing, likes, the plan’s order, trainer access', () => {
    const shown: Build = {
      ...buildA,
      buildSharing: 'Public',
      buildLikes: 12,
      levelingOrder: false,
      hasAllAdvancedTrainerAccess: true,
    };
    expect(isBuildDiffEmpty(buildDiff(buildA, shown, index))).toBe(true);
  });

  it('each change alone makes the diff non-empty', () => {
    const changes: Partial<Build>[] = [
      { buildTags: ['Sniper'] },
      { buildTypeTags: ['Leveling Build'] },
      { buildTitle: 'Other' },
      { buildDescription: 'Other' },
      { buildGuide: 'Other' },
      { customSkillPointCap: 10 },
      { gameMode: 'singleplayer' },
      { activeAbilities: [null, null, null] },
      { characterBuild: buildA.characterBuild.slice(1) },
    ];
    for (const change of changes) {
      expect(isBuildDiffEmpty(buildDiff(buildA, { ...buildA, ...change }, index))).toBe(false);
    }
  });

  it('is a plain object that survives JSON', () => {
    expect(JSON.parse(JSON.stringify(diff))).toEqual(diff);
  });

  it('keeps the id of a skill no data knows, says so, and lists it last', () => {
    const odd: Build = {
      ...buildB,
      characterBuild: [{ skillId: 99_999, level: 1 }, ...buildB.characterBuild],
    };
    const added = buildDiff(buildA, odd, index).skills.added;
    expect(added.at(-1)).toEqual({
      skillId: 99_999,
      name: 'Skill 99999',
      classSlug: null,
      treeName: null,
      knownToA: false,
      knownToB: false,
      levelA: 0,
      levelB: 1,
    });
  });
});

/** Takes a skill, and first the lowest prerequisites it needs, through the engine. */
function takeSkill(index: GameIndex, build: Build, skillId: number): Build {
  const next = allocateSkill(build, index, skillId);
  if (next !== build) return next;
  const prerequisite = index.prerequisiteIds.get(skillId)?.[0];
  if (prerequisite === undefined) throw new Error(`Skill ${skillId} cannot be taken`);
  return takeSkill(index, takeSkill(index, build, prerequisite), skillId);
}

describe('a build diff with the current data', () => {
  const data = readGameVersion(defaultGameDataDir, '1.5.3.6');
  const current = indexGameData(data);
  const launch = realGame('launch').index;
  const idOf = (name: string) =>
    [...current.skillsById.values()].find((s) => s.name === name)?.id ?? 0;

  it('names a changed character with both sides, and each side’s budget as its cap', () => {
    const base = maxedBuild(current, { ...emptyBuild(), customSkillPointCap: 30 });
    const a = setBuildCharacter(base, current, { level: 60, combatLevel: 48, skippedTraits: [] });
    const b = setBuildCharacter(base, current, { level: 80, combatLevel: 48, skippedTraits: [] });
    const diff = buildDiff(a, b, current);
    expect(diff.character).toEqual({ a: a.character, b: b.character });
    expect(diff.skillPoints.difference.cap).toBe(20);
    const reordered = { ...a, character: { level: 60, combatLevel: 48, skippedTraits: [] } };
    expect(buildDiff(a, reordered, current).character).toBeNull();
  });

  it('compares a build made at launch with the same build on 1.5.3.6: the skills match', () => {
    const build = maxedBuild(launch, { ...emptyBuild(), selectedClass: 'mentat' });
    const diff = buildDiff(build, build, launch, current);
    expect(diff.skills).toEqual({ added: [], removed: [], changed: [] });
    expect(diff.slots).toEqual([]);
    // The same levels cost what each version says: points may differ, but add up on each side.
    expect(diff.skillPoints.a.total).toBe(build.skillpoints);
    expect(diff.skillPoints.difference.total).toBe(diff.skillPoints.b.total - build.skillpoints);
  });

  it('shows a skill that gained levels in a patch as a changed level across versions', () => {
    const stunner = idOf('Stunner');
    const a = takeSkill(launch, emptyBuild(), stunner);
    const b = clickSkills(current, [stunner, stunner], a);
    const diff = buildDiff(a, b, launch, current);
    expect(diff.skills.changed).toEqual([
      expect.objectContaining({
        name: 'Stunner',
        levelA: 1,
        levelB: 3,
        knownToA: true,
        knownToB: true,
      }),
    ]);
  });

  it('says which side’s data does not know a skill', () => {
    const single = switchBuildGameMode(emptyBuild(), data, 'singleplayer').build;
    const cartographer = [...data.skills].find(
      (s) =>
        s.name === 'Cartographer' && s.gameModes.length === 1 && s.gameModes[0] === 'singleplayer',
    );
    if (!cartographer) throw new Error('1.5.3.6 has no single-player Cartographer');
    const withIt = { ...single, characterBuild: [{ skillId: cartographer.id, level: 1 }] };
    const diff = buildDiff(emptyBuild(), withIt, launch, current);
    expect(diff.skills.added).toEqual([
      expect.objectContaining({
        skillId: cartographer.id,
        name: 'Cartographer',
        knownToA: false,
        knownToB: true,
      }),
    ]);
    expect(diff.gameMode).toEqual({ a: 'multiplayer', b: 'singleplayer' });
  });
});
