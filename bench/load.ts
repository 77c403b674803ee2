/**
 * `npm run bench:load` (issue 13, "Load"): requests per second and p99 of the public list, the
 * viewer's build, the game data, like and save on SQLite (1 process) and PostgreSQL (1 and 2
 * processes, WORKERS=2), each as a ratio to a bare Fastify route measured in the same row; then
 * a 2-minute soak of them all with the server processes' memory at its start and end. Prints a
 * markdown table (bench/loadTable.ts). Without PostgreSQL installed those rows say so and the
 * soak runs on SQLite. Exits non-zero only when the bench itself breaks; unexpected answers are
 * printed loudly instead. `-- --quick`: 2 s cells and a 10 s soak, to try the bench out.
 * `-- --before <dir>`: each row also measures the server of another checkout (a worktree at an
 * older commit, its node_modules linked) on the same database, right after this one's.
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

async function main(): Promise<void> {
  const bin = newestPostgresBin() ?? undefined;
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
  // run, SQLite (last) soaks instead. Both PostgreSQL rows measure one seeded database.
  const rows = new Map<RowSpec, RowFigures>();
  if (bin) {
    const database = await createLoadDatabase(bin);
    try {
      rows.set(postgres2, await measureRow(postgres2, database, soakOn(postgres2.label)));
      if (postgres2Before) rows.set(postgres2Before, await measureRow(postgres2Before, database));
      rows.set(postgres1, await measureRow(postgres1, database));
      if (postgres1Before) rows.set(postgres1Before, await measureRow(postgres1Before, database));
    } finally {
      database.remove();
    }
  } else {
    rows.set(postgres2, noPostgres(postgres2));
    rows.set(postgres1, noPostgres(postgres1));
  }
  const database = await createLoadDatabase();
  try {
    rows.set(sqlite, await measureRow(sqlite, database, soaked ? undefined : soakOn(sqlite.label)));
    if (sqliteBefore) rows.set(sqliteBefore, await measureRow(sqliteBefore, database));
  } finally {
    database.remove();
  }
  const order = [sqlite, sqliteBefore, postgres1, postgres1Before, postgres2, postgres2Before];
  printLoadTables(
    order.flatMap((spec) => (spec && rows.has(spec) ? [rows.get(spec) as RowFigures] : [])),
    soaked,
  );
}

await main();
