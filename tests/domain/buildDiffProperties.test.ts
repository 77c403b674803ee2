import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import { chooseSlotSkill, SLOT_KINDS } from '../../src/skills/activeSlots';
import { allocateSkill, canAllocateSkill, deallocateSkill } from '../../src/skills/allocation';
import { buildDiff, isBuildDiffEmpty, type BuildDiff } from '../../src/skills/buildDiff';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { indexGameData, type GameIndex } from '../../src/skills/gameIndex';
import type { SkillPointsSide } from '../../src/skills/pointsDiff';
import type { SkillLevelChange } from '../../src/skills/skillDiff';
import { setCustomSkillPointCap } from '../../src/skills/skillPointCap';
import {
  BUILD_TYPE_TAGS,
  MAIN_BUILD_TAGS,
  toggleMainTag,
  toggleTypeTag,
} from '../../src/skills/tags';
import type { LineChange } from '../../src/skills/textDiff';
import { realGame } from './fixtures/realData';

/** One step of play: skills through the real engine, and the texts, tags and slots beside them. */
type Step =
  | { type: 'allocate'; pick: number }
  | { type: 'deallocate'; pick: number }
  | { type: 'slot'; kind: 'ability' | 'technique'; slot: number; pick: number }
  | { type: 'cap'; cap: number | null }
  | { type: 'tag'; tag: number }
  | { type: 'typeTag'; tag: number }
  | { type: 'title'; title: string }
  | { type: 'guide'; lines: string[] };

const line = fc.constantFrom('## Opener', 'Dash in', 'Stun', 'Shield up', '', 'Rotate', '## End');
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 10, arbitrary: fc.record({ type: fc.constant('allocate' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('deallocate' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('slot' as const),
      kind: fc.constantFrom(...SLOT_KINDS),
      slot: fc.nat(2),
      pick: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('cap' as const),
      cap: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('tag' as const), tag: fc.nat(23) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('typeTag' as const), tag: fc.nat(2) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('title' as const),
      title: fc.constantFrom('Gunner', 'Sniper'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('guide' as const),
      lines: fc.array(line, { maxLength: 12 }),
    }),
  },
);

function play(build: Build, index: GameIndex, s: Step): Build {
  const taken = build.characterBuild;
  switch (s.type) {
    case 'allocate': {
      const open = [...index.skillsById.keys()].filter(
        (id) => canAllocateSkill(build, index, id).ok,
      );
      const id = open[s.pick % Math.max(1, open.length)];
      return id === undefined ? build : allocateSkill(build, index, id);
    }
    case 'deallocate': {
      const id = taken[s.pick % Math.max(1, taken.length)]?.skillId;
      return id === undefined ? build : deallocateSkill(build, index, id);
    }
    case 'slot': {
      const id = taken[s.pick % Math.max(1, taken.length)]?.skillId ?? null;
      return chooseSlotSkill(build, index, s.kind, s.slot, id);
    }
    case 'cap':
      return setCustomSkillPointCap(build, index, s.cap);
    case 'tag':
      return {
        ...build,
        buildTags: toggleMainTag(build.buildTags, MAIN_BUILD_TAGS[s.tag] ?? 'Sniper'),
      };
    case 'typeTag':
      return {
        ...build,
        buildTypeTags: toggleTypeTag(
          build.buildTypeTags,
          BUILD_TYPE_TAGS[s.tag] ?? 'Leveling Build',
        ),
      };
    case 'title':
      return { ...build, buildTitle: s.title };
    case 'guide':
      return { ...build, buildGuide: s.lines.join('\n') };
  }
}

const playAll = (index: GameIndex, steps: readonly Step[], start: Build = emptyBuild()) =>
  steps.reduce((build, s) => play(build, index, s), start);

const swapSkill = (c: SkillLevelChange): SkillLevelChange => ({
  ...c,
  levelA: c.levelB,
  levelB: c.levelA,
  knownToA: c.knownToB,
  knownToB: c.knownToA,
});

const negate = (side: SkillPointsSide): SkillPointsSide => ({
  total: 0 - side.total,
  cap: 0 - side.cap,
  byClass: Object.fromEntries(
    Object.entries(side.byClass).map(([slug, d]) => [slug, 0 - d]),
  ) as SkillPointsSide['byClass'],
});

/** The guide's lines with added and removed swapped, each changed run again removed-first. */
function mirrorLines(lines: readonly LineChange[]): LineChange[] {
  const result: LineChange[] = [];
  let run: LineChange[] = [];
  const flush = () => {
    result.push(
      ...run.filter((l) => l.kind === 'removed'),
      ...run.filter((l) => l.kind === 'added'),
    );
    run = [];
  };
  for (const l of lines) {
    if (l.kind === 'same') {
      flush();
      result.push(l);
    } else run.push({ kind: l.kind === 'added' ? 'removed' : 'added', text: l.text });
  }
  flush();
  return result;
}

function swap<T>(value: { a: T; b: T } | null): { a: T; b: T } | null {
  return value && { a: value.b, b: value.a };
}

/** The diff read from B's side: what the diff from B to A must be. */
function mirror(diff: BuildDiff): BuildDiff {
  return {
    skills: {
      added: diff.skills.removed.map(swapSkill),
      removed: diff.skills.added.map(swapSkill),
      changed: diff.skills.changed.map(swapSkill),
    },
    skillPoints: {
      a: diff.skillPoints.b,
      b: diff.skillPoints.a,
      difference: negate(diff.skillPoints.difference),
    },
    modifiers: diff.modifiers.map((m) => ({ ...m, a: m.b, b: m.a })),
    slots: diff.slots.map((s) => ({ ...s, a: s.b, b: s.a })),
    tags: { added: diff.tags.removed, removed: diff.tags.added },
    typeTags: { added: diff.typeTags.removed, removed: diff.typeTags.added },
    title: swap(diff.title),
    description: swap(diff.description),
    gameMode: swap(diff.gameMode),
    character: swap(diff.character),
    customCap: swap(diff.customCap),
    guide: diff.guide && mirrorLines(diff.guide),
  };
}

const games: [string, GameIndex, number][] = [
  ['1.5', realGame('1.5').index, 40],
  ['launch', realGame('launch').index, 25],
];

describe.each(games)(
  'build diffs of random builds on the real data %s',
  (_name, index, numRuns) => {
    const steps = fc.array(step, { maxLength: 80 });

    it('are symmetric: the diff from B to A mirrors the diff from A to B', () => {
      fc.assert(
        fc.property(steps, steps, fc.boolean(), (stepsA, stepsB, fromA) => {
          const a = playAll(index, stepsA);
          // Half the time B continues from A, so the builds share skills, slots and lines.
          const b = playAll(index, stepsB, fromA ? a : emptyBuild());
          expect(buildDiff(b, a, index)).toEqual(mirror(buildDiff(a, b, index)));
        }),
        { numRuns, seed: 20_261_130 },
      );
    });

    it('are empty exactly for equal builds', () => {
      fc.assert(
        fc.property(steps, steps, (stepsA, stepsB) => {
          const a = playAll(index, stepsA);
          expect(isBuildDiffEmpty(buildDiff(a, structuredClone(a), index))).toBe(true);
          const b = playAll(index, stepsB, a);
          const same =
            JSON.stringify([
              a.characterBuild.toSorted((x, y) => x.skillId - y.skillId),
              a.activeAbilities,
              a.activeTechniques,
              a.buildTags,
              a.buildTypeTags,
              a.buildTitle,
              a.buildGuide,
              a.customSkillPointCap,
            ]) ===
            JSON.stringify([
              b.characterBuild.toSorted((x, y) => x.skillId - y.skillId),
              b.activeAbilities,
              b.activeTechniques,
              b.buildTags,
              b.buildTypeTags,
              b.buildTitle,
              b.buildGuide,
              b.customSkillPointCap,
            ]);
          expect(isBuildDiffEmpty(buildDiff(a, b, index))).toBe(same);
        }),
        { numRuns, seed: 20_261_131 },
      );
    });

    it('add up: A’s skills with the diff applied are B’s skills', () => {
      fc.assert(
        fc.property(steps, steps, (stepsA, stepsB) => {
          const a = playAll(index, stepsA);
          const b = playAll(index, stepsB, a);
          const diff = buildDiff(a, b, index);
          const levels = new Map(a.characterBuild.map((e) => [e.skillId, e.level]));
          for (const c of [...diff.skills.added, ...diff.skills.removed, ...diff.skills.changed]) {
            expect(levels.get(c.skillId) ?? 0).toBe(c.levelA);
            levels.set(c.skillId, c.levelB);
          }
          const result = [...levels].filter(([, level]) => level > 0).sort(([x], [y]) => x - y);
          expect(result).toEqual(
            b.characterBuild.map((e) => [e.skillId, e.level]).sort(([x = 0], [y = 0]) => x - y),
          );
          expect(diff.skillPoints.b.total - diff.skillPoints.a.total).toBe(
            diff.skillPoints.difference.total,
          );
        }),
        { numRuns, seed: 20_261_132 },
      );
    });
  },
);

describe('build diffs across launch and 1.5.3.6', () => {
  const launch = realGame('launch').index;
  const current = indexGameData(readGameVersion(defaultGameDataDir, '1.5.3.6'));

  it('are symmetric too, each side counted with its own data', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 80 }),
        fc.array(step, { maxLength: 80 }),
        (stepsA, stepsB) => {
          const a = playAll(launch, stepsA);
          const b = playAll(current, stepsB, a);
          expect(buildDiff(b, a, current, launch)).toEqual(
            mirror(buildDiff(a, b, launch, current)),
          );
        },
      ),
      { numRuns: 25, seed: 20_261_133 },
    );
  });
});
