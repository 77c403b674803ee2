/**
 * `npm run bench:load` (issue 13, "Load"): requests per second and p99 of the public list, the
 * viewer's build, the game data, like and save on SQLite (1 process) and PostgreSQL (1 and 2
 * processes, WORKERS=2), each as a ratio to a bare Fastify route measured in the same row; then
 * a 2-minute soak of them all with the server processes' memory at its start and end. Prints a
 * markdown table (bench/loadTable.ts). Without PostgreSQL installed those rows say so and the
 * soak runs on SQLite. Exits non-zero only when the bench itself breaks; unexpected answers are
 * printed loudly instead. `-- --quick`: 2 s cells and a 10 s soak, to try the bench out.
 */
import { newestPostgresBin } from '../scripts/throwawayPostgres';
import { createLoadDatabase, measureRow, type RowFigures, type RowSpec } from './loadRow';
import { soak, type SoakFigures } from './loadSoak';
import { printLoadTables } from './loadTable';

async function main(): Promise<void> {
  const bin = newestPostgresBin() ?? undefined;
  const sqlite: RowSpec = { label: 'SQLite, 1 process', workers: 1 };
  const postgres1: RowSpec = { label: 'PostgreSQL, 1 process', workers: 1 };
  const postgres2: RowSpec = { label: 'PostgreSQL, 2 processes', workers: 2 };
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
      rows.set(postgres1, await measureRow(postgres1, database));
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
  } finally {
    database.remove();
  }
  printLoadTables(
    [sqlite, postgres1, postgres2].map((spec) => rows.get(spec) as RowFigures),
    soaked,
  );
}

await main();
