// Medians of the skill rules engine's hot operations on the real game data, with their budgets:
// each allocation operation ≤ 20 µs median, validating a maxed build ≤ 1 ms. A version with
// character progression also times a maxed build planned for a full character (its budget).
//
// Method: each operation runs a warm-up, then BATCHES batches of a calibrated number of calls;
// the time per call of each batch is measured with process.hrtime.bigint and the median of the
// batches is reported. Exit code 1 when a budget fails.
import { defaultGameDataDir, readGameVersion } from '../server/game/readGameFiles';
import { chooseSlotSkill } from '../src/skills/activeSlots';
import { allocateSkill, canAllocateSkill, deallocateSkill } from '../src/skills/allocation';
import type { Build } from '../src/skills/buildSchema';
import { emptyBuild } from '../src/skills/emptyBuild';
import { buildProblems } from '../src/skills/buildValidation';
import { buildExportJson } from '../src/skills/exportBuild';
import type { GameIndex } from '../src/skills/gameIndex';
import { indexGameData } from '../src/skills/gameIndex';
import { importBuildText } from '../src/skills/importBuild';
import { buildModifiers } from '../src/skills/modifiers';
import { decodeShareCode, encodeShareCode } from '../src/skills/shareCode';
import {
  buildCharacterBudget,
  fullCharacter,
  setBuildCharacter,
} from '../src/skills/characterBudget';
import { treeNodeStates } from '../src/skills/skillStates';

const BATCHES = 15;
const TARGET_BATCH_NS = 20_000_000n;
const version = process.argv[2] ?? '1.5';

/** Takes every level that fits, lowest skill id first, until the budget is spent. */
function maxedBuild(index: GameIndex, start: Build = emptyBuild()): Build {
  let build = start;
  const ids = [...index.skillsById.keys()].sort((a, b) => a - b);
  for (let changed = true; changed;) {
    changed = false;
    for (const id of ids) {
      const next = allocateSkill(build, index, id);
      if (next !== build) [build, changed] = [next, true];
    }
  }
  const ofType = (type: string) =>
    build.characterBuild
      .filter((e) => index.skillsById.get(e.skillId)?.type === type)
      .map((e) => e.skillId);
  const [abilities, techniques] = [ofType('Ability'), ofType('Technique')];
  for (let slot = 0; slot < 3; slot++) {
    build = chooseSlotSkill(build, index, 'ability', slot, abilities[slot] ?? null);
    build = chooseSlotSkill(build, index, 'technique', slot, techniques[slot] ?? null);
  }
  return build;
}

let sink: unknown;

/** Median time per call in nanoseconds. */
function measure(run: () => unknown): number {
  for (let i = 0; i < 2000; i++) sink = run();
  let calls = 1;
  for (;;) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) sink = run();
    if (process.hrtime.bigint() - start > TARGET_BATCH_NS / 10n || calls > 1e7) break;
    calls *= 2;
  }
  calls *= 10;
  const perCall: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) sink = run();
    perCall.push(Number(process.hrtime.bigint() - start) / calls);
  }
  perCall.sort((a, b) => a - b);
  return perCall[Math.floor(perCall.length / 2)] ?? Number.NaN;
}

const index = indexGameData(readGameVersion(defaultGameDataDir, version));
const µs = 1000;
type Row = { operation: string; ns: number; budgetNs?: number };

/** The timed operations on one maxed build; `of` names the build in each row. */
function rowsFor(maxed: Build, of: string): Row[] {
  const last = maxed.levellingPlan.at(-1);
  if (!last) throw new Error(`The maxed build${of} is empty`);
  // One level below the maxed build: the same skill can rise again.
  const almost = deallocateSkill(maxed, index, last.skillId);
  const firstTree = index.data.trees[0]?.id ?? 0;
  const json = buildExportJson(maxed, index);
  const code = encodeShareCode(maxed, index);
  if (!importBuildText(json, index).ok || !decodeShareCode(code, index).ok) {
    throw new Error(`The maxed build${of} does not round-trip`);
  }
  return [
    {
      operation: `can-allocate (maxed build${of})`,
      ns: measure(() => canAllocateSkill(maxed, index, last.skillId)),
      budgetNs: 20 * µs,
    },
    {
      operation: `allocate${of}`,
      ns: measure(() => allocateSkill(almost, index, last.skillId)),
      budgetNs: 20 * µs,
    },
    {
      operation: `deallocate${of}`,
      ns: measure(() => deallocateSkill(maxed, index, last.skillId)),
      budgetNs: 20 * µs,
    },
    {
      operation: `tree node states (one tree${of})`,
      ns: measure(() => treeNodeStates(maxed, index, firstTree)),
    },
    {
      operation: `validate maxed build${of} (rules)`,
      ns: measure(() => buildProblems(maxed, index)),
      budgetNs: 1000 * µs,
    },
    {
      operation: `import-validate maxed build file${of}`,
      ns: measure(() => importBuildText(json, index)),
      budgetNs: 1000 * µs,
    },
    { operation: `export maxed build${of}`, ns: measure(() => buildExportJson(maxed, index)) },
    { operation: `build modifiers${of}`, ns: measure(() => buildModifiers(maxed, index)) },
    { operation: `share code encode${of}`, ns: measure(() => encodeShareCode(maxed, index)) },
    { operation: `share code decode${of}`, ns: measure(() => decodeShareCode(code, index)) },
  ];
}

const maxed = maxedBuild(index);
const code = encodeShareCode(maxed, index);
const rows = rowsFor(maxed, '');
const progression = index.data.progression;
let characterLine = '';
if (progression) {
  const character = fullCharacter(progression);
  const planned = maxedBuild(index, setBuildCharacter(emptyBuild(), index, character));
  characterLine =
    `A full character (level ${character.level}, Combat ${character.combatLevel}): ` +
    `maxed build of ${planned.skillpoints} SP, ${planned.characterBuild.length} skills.\n`;
  rows.push(
    {
      operation: 'character budget (full character)',
      ns: measure(() => buildCharacterBudget(planned, index)),
      budgetNs: 20 * µs,
    },
    ...rowsFor(planned, ', full character'),
  );
}

console.log(
  `Skill rules engine, game data ${version}: maxed build of ${maxed.skillpoints} SP, ` +
    `${maxed.characterBuild.length} skills, ${maxed.levellingPlan.length} plan steps, ` +
    `share code ${code.length} characters. Median of ${BATCHES} batches.\n${characterLine}`,
);
const width = Math.max(...rows.map((r) => r.operation.length));
console.log(`${'operation'.padEnd(width)}  ${'median µs'.padStart(10)}  budget`);
for (const row of rows) {
  const budget = row.budgetNs === undefined ? '' : `≤ ${row.budgetNs / µs} µs`;
  console.log(
    `${row.operation.padEnd(width)}  ${(row.ns / µs).toFixed(2).padStart(10)}  ${budget}`,
  );
}
console.log('');
let failed = false;
for (const row of rows) {
  if (row.budgetNs === undefined) continue;
  const pass = row.ns <= row.budgetNs;
  failed ||= !pass;
  console.log(
    `${pass ? 'PASS' : 'FAIL'} ${row.operation}: ${(row.ns / µs).toFixed(2)} µs ≤ ${row.budgetNs / µs} µs`,
  );
}
if (sink === undefined) throw new Error('The benchmark produced no result');
process.exitCode = failed ? 1 : 0;
