/**
 * The markdown of `npm run bench:load`: the rows' table, the soak's, and a loud line for every
 * scenario that got answers it should not have — ready to paste into a report.
 */
import { cpus } from 'node:os';
import { LOAD_SETTINGS, SAVERS, type RowFigures, type ScenarioFigures } from './loadRow';
import type { MemorySample, SoakFigures } from './loadSoak';
import { PUBLIC_BUILDS, PUBLIC_OWNERS } from './publicBuilds';

const SCENARIO_NAMES = ['public list', "viewer's build", 'game data', 'like', 'save'];

/** The budget: each GET at least this ratio to bare Fastify, the list at least its own. */
const GET_NAMES = ['public list', "viewer's build", 'game data'];
const GET_RATIO_BUDGET = 0.3;
const LIST_RATIO_BUDGET = 0.5;

/** The scenarios of a row under their budget, as text; empty when all meet it. */
function underBudget(row: RowFigures): string[] {
  return row.scenarios
    .filter((s) => GET_NAMES.includes(s.name))
    .filter((s) => s.ratio < (s.name === 'public list' ? LIST_RATIO_BUDGET : GET_RATIO_BUDGET))
    .map((s) => `${s.name} ${s.ratio.toFixed(2)}×`);
}

const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const rule = (count: number) => line(Array<string>(count).fill('---'));
const number = (n: number) => n.toFixed(0);

function cell(figures: ScenarioFigures | undefined): string {
  if (!figures) return '–';
  const warning = figures.unexpected > 0 ? ` · **${figures.unexpected} unexpected**` : '';
  return `${number(figures.perSecond)} req/s · p99 ${figures.p99} ms · ${figures.ratio.toFixed(2)}×${warning}`;
}

function memory(sample: MemorySample): string {
  return sample.processes.map((p) => `${p.role} ${p.mb.toFixed(0)} MB`).join(', ');
}

/** Prints the settings, the rows' table, the soak's table and every unexpected answer. */
export function printLoadTables(rows: readonly RowFigures[], soak: SoakFigures | undefined): void {
  console.log(
    `\n**Load** (\`npm run bench:load\`): autocannon on loopback, ${LOAD_SETTINGS.connections} connections, pipelining 1, ${LOAD_SETTINGS.seconds} s per cell; the real server (esbuild bundle, as production) on a fresh database per kind (both PostgreSQL rows measure one, seeded once; 'seed' is its time) holding ${PUBLIC_BUILDS.toLocaleString('en')} Public builds by ${PUBLIC_OWNERS.toLocaleString('en')} accounts with sessions (they like) and ${SAVERS.toLocaleString('en')} more (they save). Public list: 3 sorts × pages 1, 2, 3, 50 in turn; viewer's build: \`GET /api/saved-builds/{id}\` over 9,973 ids; game data: \`GET /api/classes/{slug}\` over every class; like: \`POST /api/saved-builds/{id}/like\`, each player × build once; save: \`POST /api/saved-builds\`, players in turn, new names, within the 10-build limit. Per-address limits off for the run (RATE_LIMIT_PER_MINUTE=0: every request comes from 127.0.0.1; likes come from players, whom no address limit counts) and load shedding off (PRESSURE_MAX_EVENT_LOOP_DELAY_MS=0) so every request gets its real answer. Ratio: req/s over a bare Fastify route answering the list's first page as JSON, measured in the same row with the same settings. ${cpus().length} cores, shared by client and server(s).\n`,
  );
  console.log(
    line(['database', 'load at start (1/5/15 min)', 'seed', 'bare Fastify', ...SCENARIO_NAMES]),
  );
  console.log(rule(4 + SCENARIO_NAMES.length));
  for (const row of rows) {
    const load = row.loadAtStart.map((l) => l.toFixed(1)).join(' / ');
    if (row.missing !== undefined) {
      console.log(line([row.label, load, '–', row.missing, ...SCENARIO_NAMES.map(() => '–')]));
      continue;
    }
    console.log(
      line([
        row.label,
        load,
        `${row.seedSeconds.toFixed(0)} s`,
        `${number(row.bare.perSecond)} req/s · p99 ${row.bare.p99} ms`,
        ...SCENARIO_NAMES.map((name) => cell(row.scenarios.find((s) => s.name === name))),
      ]),
    );
  }

  if (soak) {
    console.log(
      `\n**Soak**: ${soak.seconds} s of every scenario in turn on each connection, ${LOAD_SETTINGS.connections} connections, on ${soak.label}; resident memory (VmRSS) of each server process.\n`,
    );
    console.log(
      line([
        'database',
        'req/s',
        'p99',
        'requests',
        'answers by code',
        'RSS at start',
        'RSS at end',
      ]),
    );
    console.log(rule(7));
    console.log(
      line([
        soak.label,
        number(soak.perSecond),
        `${soak.p99} ms`,
        soak.requests.toLocaleString('en'),
        Object.entries(soak.codes)
          .map(([code, count]) => `${code}: ${count}`)
          .join(', '),
        memory(soak.start),
        memory(soak.end),
      ]),
    );
  }

  console.log(
    `\n**Budget**: every GET row ≥ ${GET_RATIO_BUDGET}× bare Fastify, the public list ≥ ${LIST_RATIO_BUDGET}×.`,
  );
  for (const row of rows) {
    if (row.missing !== undefined) continue;
    const under = underBudget(row);
    console.log(`- ${row.label}: ${under.length === 0 ? 'met' : `**under**: ${under.join(', ')}`}`);
  }

  const loud: string[] = [];
  for (const row of rows) {
    for (const s of row.scenarios) {
      if (s.unexpected > 0) {
        loud.push(
          `${row.label}, ${s.name}: ${s.unexpected} answers not ${s.expected} (or none): ${JSON.stringify(s.codes)}`,
        );
      }
    }
  }
  if (soak && soak.errors > 0) {
    loud.push(`soak on ${soak.label}: ${soak.errors} answers outside 2xx (or none)`);
  }
  for (const message of loud) console.log(`\n**!! UNEXPECTED ANSWERS !!** ${message}`);
}
