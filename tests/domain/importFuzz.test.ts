import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../bench/fuzzRandom';
import { chooseSlotSkill } from '../../src/skills/activeSlots';
import { buildSchema, type Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { buildExportJson } from '../../src/skills/exportBuild';
import { importBuildText, type ImportResult } from '../../src/skills/importBuild';
import { decodeShareCode, encodeShareCode, readShareCodeHeader } from '../../src/skills/shareCode';
import { setAllAdvancedTrainerAccess } from '../../src/skills/trainerAccess';
import { longestPlanBuild, maxedBuild } from './fixtures/builds';
import { realGame } from './fixtures/realData';
import {
  hostileCase,
  jsonOf,
  POLLUTION_MARK,
  type FuzzInput,
  type FuzzSeeds,
} from './importFuzzFiles';

/**
 * The import fuzz suite: 10,000 seeded hostile import files and share codes through the real import
 * path (the text of a chosen file through `importBuildText`, a pasted or linked share code through
 * `decodeShareCode`). Every answer must be a build that passes the build schema or the import's
 * error message: nothing thrown, and no prototype polluted.
 */

const CASES = 10_000;
const SEED = 0x5a17d;
/** Room for a loaded CI runner, which takes several times as long as an idle machine. */
const TIMEOUT_MS = 60_000;

const { index } = realGame('1.5');

/** Valid builds the mutations start from: empty, a full cap, the longest plan, a tagged one. */
function validBuilds(): Build[] {
  const maxed = maxedBuild(index);
  const ability = maxed.characterBuild
    .map((entry) => index.skillsById.get(entry.skillId))
    .find((skill) => skill?.type === 'Ability');
  const slotted = ability ? chooseSlotSkill(maxed, index, 'ability', 0, ability.id) : maxed;
  return [
    emptyBuild(),
    {
      ...setAllAdvancedTrainerAccess(slotted, true),
      buildTitle: 'Sand Walker',
      buildDescription: 'Dunes.',
      buildGuide: '## Go',
      buildTags: ['Sniper', 'PvE Combat Build'],
      buildOrigin: { url: 'abcdefgh', title: 'Origin', author: 'Stilgar' },
    },
    longestPlanBuild(index),
  ];
}

function seeds(): FuzzSeeds {
  const builds = validBuilds();
  return {
    files: builds.map((build) => {
      const text = buildExportJson(build, index);
      return { value: jsonOf(text), text };
    }),
    shareCodes: builds.map((build) => encodeShareCode(build, index)),
  };
}

/** Object.prototype's and Array.prototype's own keys, to see that no case added one. */
function prototypeKeys(): string[] {
  return [
    ...Object.getOwnPropertyNames(Object.prototype),
    ...Object.getOwnPropertyNames(Array.prototype),
  ].sort();
}

/** A result is a valid build or the import's error message; anything else is a finding. */
function checkResult(result: ImportResult | ReturnType<typeof decodeShareCode>): string | null {
  if (result.ok) {
    return buildSchema.safeParse(result.build).success ? null : 'a build that fails its schema';
  }
  return typeof result.message === 'string' && result.message.length > 0
    ? null
    : 'an error without a message';
}

function runCase(input: FuzzInput): ImportResult | ReturnType<typeof decodeShareCode> {
  if (input.kind === 'share-code') {
    const header = readShareCodeHeader(input.code);
    if (!header.ok && typeof header.message !== 'string') throw new Error('header without message');
    return decodeShareCode(input.code, index);
  }
  return importBuildText(input.text, index);
}

describe('import fuzz', () => {
  it(
    `imports ${CASES} seeded hostile files and codes without a throw or a polluted prototype`,
    () => {
      const material = seeds();
      // The valid seeds import, so mutations start from files the import accepts.
      for (const file of material.files) expect(importBuildText(file.text, index).ok).toBe(true);
      for (const code of material.shareCodes) expect(decodeShareCode(code, index).ok).toBe(true);

      const before = prototypeKeys();
      const random = seededRandom(SEED);
      const findings: string[] = [];
      const tally = new Map<string, { cases: number; builds: number; ms: number }>();
      const started = performance.now();
      for (let n = 0; n < CASES; n += 1) {
        const input = hostileCase(random, material);
        const caseStarted = performance.now();
        let finding: string | null;
        let imported = false;
        try {
          const result = runCase(input);
          imported = result.ok;
          finding = checkResult(result);
        } catch (error) {
          finding = `threw ${String(error)}`;
        }
        if (({} as Record<string, unknown>)[POLLUTION_MARK] !== undefined) {
          finding = 'Object.prototype was polluted';
          Reflect.deleteProperty(Object.prototype, POLLUTION_MARK);
        }
        if (finding) findings.push(`case ${n} (${input.kind}, seed ${SEED}): ${finding}`);
        const row = tally.get(input.kind) ?? { cases: 0, builds: 0, ms: 0 };
        row.cases += 1;
        row.ms += performance.now() - caseStarted;
        if (imported) row.builds += 1;
        tally.set(input.kind, row);
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const rows = [...tally].map(
        ([kind, row]) => `${kind} ${row.cases} (${row.builds} builds, ${Math.round(row.ms)} ms)`,
      );
      console.log(
        `import fuzz: ${CASES} cases in ${seconds} s, ${findings.length} findings; ${rows.join(', ')}`,
      );

      expect(findings).toEqual([]);
      expect(({} as Record<string, unknown>)[POLLUTION_MARK]).toBeUndefined();
      expect(prototypeKeys()).toEqual(before);
      // Every kind of hostile input was tried, and some mutated files still import.
      expect(tally.size).toBe(8);
      expect([...tally.values()].reduce((sum, row) => sum + row.builds, 0)).toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );
});
