import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseSlotSkill, SLOT_KINDS } from '../../src/skills/activeSlots';
import { allocateSkill, canAllocateSkill, deallocateSkill } from '../../src/skills/allocation';
import type { Build } from '../../src/skills/buildSchema';
import { buildSchema } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { buildProblems } from '../../src/skills/buildValidation';
import { totalSkillPointsSpent } from '../../src/skills/costs';
import { buildExportJson } from '../../src/skills/exportBuild';
import type { GameIndex } from '../../src/skills/gameIndex';
import {
  IMPORT_NOT_A_BUILD,
  IMPORT_UNREADABLE,
  IMPORT_UNSUPPORTED_DATA,
  IMPORT_WRONG_FORMAT,
  importBuildText,
} from '../../src/skills/importBuild';
import { levelsFromPlan } from '../../src/skills/levelingPlan';
import { decodeShareCode, encodeShareCode } from '../../src/skills/shareCode';
import { setCustomSkillPointCap } from '../../src/skills/skillPointCap';
import {
  BUILD_TYPE_TAGS,
  MAIN_BUILD_TAGS,
  toggleMainTag,
  toggleTypeTag,
} from '../../src/skills/tags';
import {
  setAdvancedTrainerAccess,
  setAllAdvancedTrainerAccess,
} from '../../src/skills/trainerAccess';
import { clickSkills, shareCodeFields } from './fixtures/builds';
import { deepFreeze } from './fixtures/freeze';
import { MARKSMAN, miniIndex, RANGED_DAMAGE, STUNNER, THE_SENTINEL } from './fixtures/miniGame';
import { realGame } from './fixtures/realData';
import { CLASS_SLUGS } from '../../src/skills/classSlugs';

type Action =
  | { type: 'allocate' | 'deallocate'; skill: number }
  /** Picks among the skills that can rise now / the taken skills, so builds grow large. */
  | { type: 'allocateAvailable' | 'deallocateTaken'; pick: number }
  | { type: 'slot'; kind: 'ability' | 'technique'; slot: number; skill: number | null }
  | { type: 'cap'; cap: number | null }
  | { type: 'access'; slug: number; value: boolean }
  | { type: 'allAccess'; value: boolean }
  | { type: 'tag'; tag: number }
  | { type: 'typeTag'; tag: number };

function actionArbitrary(skillIds: readonly number[]): fc.Arbitrary<Action> {
  // Mostly real skills, now and then one the data does not have.
  const skill = fc.oneof(
    { weight: 19, arbitrary: fc.constantFrom(...skillIds) },
    { weight: 1, arbitrary: fc.constant(99_999) },
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.record({ type: fc.constant('allocate' as const), skill }) },
    {
      weight: 8,
      arbitrary: fc.record({ type: fc.constant('allocateAvailable' as const), pick: fc.nat() }),
    },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('deallocate' as const), skill }) },
    {
      weight: 2,
      arbitrary: fc.record({ type: fc.constant('deallocateTaken' as const), pick: fc.nat() }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant('slot' as const),
        kind: fc.constantFrom(...SLOT_KINDS),
        slot: fc.integer({ min: -1, max: 3 }),
        skill: fc.option(skill, { nil: null }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('cap' as const),
        cap: fc.option(fc.integer({ min: -10, max: 220 }), { nil: null }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('access' as const),
        slug: fc.nat(4),
        value: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ type: fc.constant('allAccess' as const), value: fc.boolean() }),
    },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('tag' as const), tag: fc.nat(23) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('typeTag' as const), tag: fc.nat(2) }) },
  );
}

function apply(build: Build, index: GameIndex, action: Action): Build {
  switch (action.type) {
    case 'allocate':
      return allocateSkill(build, index, action.skill);
    case 'deallocate':
      return deallocateSkill(build, index, action.skill);
    case 'allocateAvailable': {
      const available = [...index.skillsById.keys()].filter(
        (id) => canAllocateSkill(build, index, id).ok,
      );
      const id = available[action.pick % Math.max(1, available.length)];
      return id === undefined ? build : allocateSkill(build, index, id);
    }
    case 'deallocateTaken': {
      const id =
        build.characterBuild[action.pick % Math.max(1, build.characterBuild.length)]?.skillId;
      return id === undefined ? build : deallocateSkill(build, index, id);
    }
    case 'slot':
      return chooseSlotSkill(build, index, action.kind, action.slot, action.skill);
    case 'cap':
      return setCustomSkillPointCap(build, index, action.cap);
    case 'access':
      return setAdvancedTrainerAccess(build, CLASS_SLUGS[action.slug] ?? 'trooper', action.value);
    case 'allAccess':
      return setAllAdvancedTrainerAccess(build, action.value);
    case 'tag':
      return {
        ...build,
        buildTags: toggleMainTag(build.buildTags, MAIN_BUILD_TAGS[action.tag] ?? 'Sniper'),
      };
    case 'typeTag':
      return {
        ...build,
        buildTypeTags: toggleTypeTag(
          build.buildTypeTags,
          BUILD_TYPE_TAGS[action.tag] ?? 'Leveling Build',
        ),
      };
  }
}

/** Everything the issue asks to hold after every action. */
function expectValid(build: Build, index: GameIndex): void {
  expect(buildProblems(build, index)).toEqual([]);
  expect(build.skillpoints).toBe(totalSkillPointsSpent(index, build.characterBuild));
  expect(build.characterBuild).toEqual(levelsFromPlan(build.levellingPlan));
  expect(buildSchema.safeParse(build).success).toBe(true);
  for (const entry of build.characterBuild) {
    const prerequisites = index.prerequisiteIds.get(entry.skillId) ?? [];
    const active = prerequisites.filter((id) => build.characterBuild.some((e) => e.skillId === id));
    expect(prerequisites.length === 0 || active.length > 0).toBe(true);
  }
}

const largest = new Map<GameIndex, number>();

function runActions(index: GameIndex, actions: readonly Action[]): Build {
  let build = deepFreeze(emptyBuild());
  for (const action of actions) {
    build = deepFreeze(apply(build, index, action));
    expectValid(build, index);
  }
  largest.set(index, Math.max(largest.get(index) ?? 0, build.skillpoints));
  return build;
}

const games: [string, GameIndex, number, number][] = [
  ['the fixture game', miniIndex, 150, 60],
  ['the real data 1.5', realGame('1.5').index, 40, 200],
  ['the real data launch', realGame('launch').index, 20, 200],
];

describe.each(games)('random play on %s', (_name, index, numRuns, maxActions) => {
  const skillIds = [...index.skillsById.keys()];
  const actions = fc.array(actionArbitrary(skillIds), { maxLength: maxActions, size: 'max' });

  it('never produces an invalid build', () => {
    fc.assert(
      fc.property(actions, (list) => void runActions(index, list)),
      { numRuns, seed: 20_260_301 },
    );
    // The runs reach large builds, not just a few clicks.
    expect(largest.get(index)).toBeGreaterThan(index === miniIndex ? 20 : 100);
  });

  it('export then import gives back the same build', () => {
    fc.assert(
      fc.property(actions, fc.string({ minLength: 1, maxLength: 64 }), (list, title) => {
        const build = {
          ...runActions(index, list),
          buildTitle: title.trim() === '' ? 'Build Title' : title,
        };
        expect(importBuildText(buildExportJson(build, index), index)).toEqual({
          ok: true,
          build: { ...build, buildSharing: 'Private' },
        });
      }),
      { numRuns, seed: 20_260_302 },
    );
  });

  it('encode then decode gives back the same build', () => {
    fc.assert(
      fc.property(actions, (list) => {
        const build = runActions(index, list);
        const decoded = decodeShareCode(encodeShareCode(build, index), index);
        expect(
          decoded.ok && { problems: decoded.problems, build: shareCodeFields(decoded.build) },
        ).toEqual({
          problems: [],
          build: shareCodeFields(build),
        });
      }),
      { numRuns, seed: 20_260_303 },
    );
  });
});

describe('hostile build files', () => {
  let base = clickSkills(miniIndex, [THE_SENTINEL, MARKSMAN, STUNNER, RANGED_DAMAGE]);
  base = chooseSlotSkill(base, miniIndex, 'ability', 0, STUNNER);
  const baseText = buildExportJson(base, miniIndex);
  const fields = Object.keys(JSON.parse(baseText) as object).filter((key) => key !== 'skillpoints');
  const importText = (text: string) => importBuildText(text, miniIndex);

  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  // Labels keep fast-check's counterexamples short; the texts are made on use.
  const wrongValues: Record<string, () => string> = {
    object: () => '{"a":{"b":{"c":1}}}',
    deepNest: () => deep(50_000),
    hugeString: () => JSON.stringify('x'.repeat(300_000)),
    hugeNumber: () => '-1e400',
    stringIds: () => '[{"skillId":"1","level":1}]',
  };

  function withField(field: string, valueText: string): string {
    const value = JSON.parse(baseText) as Record<string, unknown>;
    value[field] = '\u0000PLACEHOLDER\u0000';
    return JSON.stringify(value).replace('"\\u0000PLACEHOLDER\\u0000"', valueText);
  }

  function injectKey(text: string, key: string, at: number): string {
    const places = [...text.matchAll(/\{/g)].map((m) => m.index);
    const place = places[at % places.length] ?? 0;
    return `${text.slice(0, place + 1)}${JSON.stringify(key)}:{"polluted":true,"prototype":{"polluted":true}},${text.slice(place + 1)}`;
  }

  it('refuses an own __proto__ key anywhere, and pollutes nothing', () => {
    fc.assert(
      fc.property(fc.nat(), (at) => {
        expect(importText(injectKey(baseText, '__proto__', at))).toEqual({
          ok: false,
          message: IMPORT_UNSUPPORTED_DATA,
        });
      }),
      { numRuns: 100, seed: 1 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses wrong types, deep nesting and huge values with a message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fields),
        fc.constantFrom(...Object.keys(wrongValues)),
        (field, label) => {
          const result = importText(withField(field, wrongValues[label]?.() ?? 'null'));
          expect(result.ok).toBe(false);
          if (!result.ok) {
            // Text fields say what is wrong in words of their own (too long, unknown tag).
            const textField = [
              'buildTitle',
              'buildDescription',
              'buildGuide',
              'buildTags',
            ].includes(field);
            if (!textField) expect(result.message).toBe(IMPORT_WRONG_FORMAT);
            expect(result.message.length).toBeGreaterThan(10);
          }
        },
      ),
      { numRuns: 150, seed: 2 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses NaN, Infinity and cut-off text as unreadable', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('NaN', 'Infinity', 'undefined', '0x10'),
        fc.constantFrom(...fields),
        (token, field) => {
          expect(importText(withField(field, token))).toEqual({
            ok: false,
            message: IMPORT_UNREADABLE,
          });
        },
      ),
      { numRuns: 40, seed: 3 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: baseText.trimEnd().length - 1 }), (cut) => {
        expect(importText(baseText.slice(0, cut))).toMatchObject({ ok: false });
      }),
      { numRuns: 100, seed: 4 },
    );
  });

  it('refuses a deep nest or any JSON that is not an object', () => {
    expect(importText(deep(200_000))).toMatchObject({ ok: false });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.anything()),
          fc.string(),
          fc.double(),
          fc.boolean(),
          fc.constant(null),
        ),
        (value) => {
          const text = JSON.stringify(value) as string | undefined;
          if (text === undefined) return;
          expect(importText(text)).toEqual({ ok: false, message: IMPORT_NOT_A_BUILD });
        },
      ),
      { numRuns: 100, seed: 5 },
    );
  });

  it('drops extra keys such as constructor and prototype, never copying them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('constructor', 'prototype', 'toString', 'hasOwnProperty', 'extra'),
        fc.nat(),
        (key, at) => {
          const result = importText(injectKey(baseText, key, at));
          if (result.ok) {
            expect(Object.keys(result.build)).toEqual(Object.keys(emptyBuild()));
            expect(Object.getPrototypeOf(result.build)).toBe(Object.prototype);
            expect(typeof result.build.toString).toBe('function');
          } else expect(result.message.length).toBeGreaterThan(10);
        },
      ),
      { numRuns: 100, seed: 6 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('refuses random objects with a message, never throwing', () => {
    fc.assert(
      fc.property(fc.object({ withNullPrototype: false, maxDepth: 4 }), (value) => {
        const result = importText(JSON.stringify(value));
        expect(result.ok).toBe(false);
      }),
      { numRuns: 200, seed: 7 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
