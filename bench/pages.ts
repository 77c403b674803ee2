/**
 * `npm run bench:pages`: requests per second and latency of the site's pages as a browser asks
 * for them (HTML, brotli), on SQLite with the example builds: Home, News, the community list, a
 * Public build's viewer and a class. Each page is served with its API answers, asked in-process,
 * so this is what that costs. `-- --before <dir>`: each page also on another checkout's server
 * (its `npm run build` done), alternating with this one's in the same run, with the ratio.
 * `-- --seconds N`: each measurement's length (default 5). Run `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer } from '../scripts/serverProcess';
import { autocannon, median } from './support/server';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const ROOT = resolve(import.meta.dirname, '..');
const BEFORE_ROOT = argument('--before') ? resolve(argument('--before') ?? '') : undefined;
const SECONDS = Number(argument('--seconds') ?? 5);
/** Measurements per page and server, alternating between the servers: the median is reported. */
const ROUNDS = 3;
const CONNECTIONS = 10;

/** One server's figures for one page. */
interface PageFigures {
  perSecond: number;
  p50: number;
  p99: number;
}

/** A running server of one checkout, and what its pages are. */
interface Side {
  label: string;
  base: string;
  /** Its first Public build's short id (each server seeds its examples with ids of its own). */
  build: string;
  stop: () => Promise<void>;
}

async function startSide(label: string, root: string): Promise<Side & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arrakis-bench-pages-'));
  const server = await startServer({ DATA_DIR: dataDir, SEED_EXAMPLES: 'true' }, { root });
  const build = await aPublicBuild(server.base);
  return { label, base: server.base, build, dataDir, stop: () => server.stop() };
}

/** The first Public build of the community list: its viewer is one of the pages. */
async function aPublicBuild(base: string): Promise<string> {
  const answer = (await (await fetch(`${base}/api/public-builds?page=1&limit=1`)).json()) as {
    data: { url: string }[];
  };
  const url = answer.data[0]?.url;
  if (!url) throw new Error('No Public build to view: were the example builds seeded?');
  return url;
}

async function measure(base: string, path: string): Promise<PageFigures> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${path}: ${result.non2xx} answers not 2xx, ${result.errors} errors.`);
  }
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function commitOf(root: string): string {
  return execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).trim();
}

async function main(): Promise<void> {
  const sides = [await startSide(`after (${commitOf(ROOT)})`, ROOT)];
  if (BEFORE_ROOT) sides.push(await startSide(`before (${commitOf(BEFORE_ROOT)})`, BEFORE_ROOT));
  try {
    const pages = ['/', '/news', '/community-builds', '/build-viewer/{example}', '/class/mentat'];
    const address = (side: Side, page: string) => page.replace('{example}', side.build);
    const figures = new Map<string, PageFigures[]>();
    // Each page warms up on each server (its first render, the answers' caches) unmeasured.
    for (const side of sides) {
      for (const page of pages) await fetch(`${side.base}${address(side, page)}`);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const page of pages) {
        for (const side of sides) {
          const key = `${side.label}|${page}`;
          const figure = await measure(side.base, address(side, page));
          figures.set(key, [...(figures.get(key) ?? []), figure]);
        }
      }
    }
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} alternating rounds; ${process.version}\n`,
    );
    console.log('| page | server | req/s | p50 ms | p99 ms | req/s after ÷ before |');
    console.log('|---|---|---:|---:|---:|---:|');
    for (const page of pages) {
      const of = (side: Side) => {
        const runs = figures.get(`${side.label}|${page}`) ?? [];
        return {
          perSecond: median(runs.map((run) => run.perSecond)),
          p50: median(runs.map((run) => run.p50)),
          p99: median(runs.map((run) => run.p99)),
        };
      };
      const after = sides[0] ? of(sides[0]) : undefined;
      for (const side of sides) {
        const own = of(side);
        const ratio =
          side === sides[0] || !after ? '' : (after.perSecond / own.perSecond).toFixed(2);
        console.log(
          `| ${page} | ${side.label} | ${own.perSecond.toFixed(0)} | ${own.p50.toFixed(1)} | ${own.p99.toFixed(1)} | ${ratio} |`,
        );
      }
    }
  } finally {
    for (const side of sides) {
      await side.stop();
      rmSync(side.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
