/**
 * `npm run bench:load`: requests per second and p99 of the public list, the viewer's build, the
 * game data, like and save on SQLite (1 process) and PostgreSQL (1 and 2 processes, WORKERS=2),
 * each as a ratio to a bare Fastify route measured in the same row; then a 2-minute soak of them
 * all with the server processes' memory at its start and end. Prints a markdown table
 * (bench/loadTable.ts). Without PostgreSQL installed those rows say so and the soak runs on SQLite.
 * Exits non-zero only when the bench itself breaks; unexpected answers are printed loudly instead.
 * `-- --quick`: 2 s cells and a 10 s soak, to try the bench out.
 * `-- --before <dir>`: each row also measures the server of another checkout (a worktree at an
 * older commit, its node_modules linked) after this one's, on a database of its own seeded alike:
 * an older server refuses a database that newer migrations ran on.
 * `-- --sqlite-only`: the SQLite rows alone (and their soak), to compare what only SQLite runs.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { newestPostgresBin } from '../scripts/throwawayPostgres';
import { createLoadDatabase, measureRow, type RowFigures, type RowSpec } from './loadRow';
import { soak, type SoakFigures } from './loadSoak';
import { printLoadTables } from './loadTable';

const beforeArg = process.argv.indexOf('--before');
const BEFORE_ROOT = beforeArg > 0 ? resolve(process.argv[beforeArg + 1] ?? '') : undefined;

/** The row's server of the other checkout (`--before`), labelled with its commit. */
function beforeOf(spec: RowSpec): RowSpec | undefined {
  if (!BEFORE_ROOT) return undefined;
  const commit = execFileSync('git', ['-C', BEFORE_ROOT, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).trim();
  const label = spec.label.replace(/, after$/, '');
  return { ...spec, label: `${label}, before (${commit})`, root: BEFORE_ROOT };
}

const SQLITE_ONLY = process.argv.includes('--sqlite-only');

async function main(): Promise<void> {
  const bin = SQLITE_ONLY ? undefined : (newestPostgresBin() ?? undefined);
  const after = BEFORE_ROOT ? ', after' : '';
  const sqlite: RowSpec = { label: `SQLite, 1 process${after}`, workers: 1 };
  const postgres1: RowSpec = { label: `PostgreSQL, 1 process${after}`, workers: 1 };
  const postgres2: RowSpec = { label: `PostgreSQL, 2 processes${after}`, workers: 2 };
  const sqliteBefore = beforeOf(sqlite);
  const postgres1Before = beforeOf(postgres1);
  const postgres2Before = beforeOf(postgres2);
  const noPostgres = (spec: RowSpec): RowFigures => ({
    label: spec.label,
    missing: 'no PostgreSQL installed',
    loadAtStart: [],
    seedSeconds: 0,
    bare: { perSecond: 0, p99: 0 },
    scenarios: [],
  });

  let soaked: SoakFigures | undefined;
  const soakOn = (label: string) => async (row: Parameters<typeof soak>[1]) => {
    soaked = await soak(label, row);
  };
  // The soak belongs to PostgreSQL with 2 processes, so that row runs first; when it cannot
  // run, SQLite soaks instead. Both PostgreSQL rows of a checkout measure one seeded database.
  const rows = new Map<RowSpec, RowFigures>();
  /** Measures `specs` in turn on one fresh database; with `soakFirst`, the first soaks if none has. */
  async function onFreshDatabase(specs: RowSpec[], postgresBin?: string, soakFirst = false) {
    const database = await createLoadDatabase(postgresBin);
    try {
      for (const [index, spec] of specs.entries()) {
        const soakHere = soakFirst && index === 0 && !soaked ? soakOn(spec.label) : undefined;
        rows.set(spec, await measureRow(spec, database, soakHere));
      }
    } finally {
      database.remove();
    }
  }
  const present = (specs: (RowSpec | undefined)[]) =>
    specs.filter((spec): spec is RowSpec => spec !== undefined);
  if (bin) {
    await onFreshDatabase([postgres2, postgres1], bin, true);
    const before = present([postgres2Before, postgres1Before]);
    if (before.length > 0) await onFreshDatabase(before, bin);
  } else if (!SQLITE_ONLY) {
    rows.set(postgres2, noPostgres(postgres2));
    rows.set(postgres1, noPostgres(postgres1));
  }
  await onFreshDatabase([sqlite], undefined, true);
  if (sqliteBefore) await onFreshDatabase([sqliteBefore]);
  const order = [sqlite, sqliteBefore, postgres1, postgres1Before, postgres2, postgres2Before];
  printLoadTables(
    order.flatMap((spec) => (spec && rows.has(spec) ? [rows.get(spec) as RowFigures] : [])),
    soaked,
  );
}

await main();
