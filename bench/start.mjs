// Measures server start: from spawning `node dist/server/main.js` to the first 200 of
// GET /api/health. Cold runs get a fresh DATA_DIR each, so they include creating the SQLite
// file, the migrations and the game data sync; the warm run reuses a data dir (sync skipped).
// Budget: median cold start <= 1500 ms. Exits 0 either way; 1 only if the server never starts.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ENTRY = 'dist/server/main.js';
const RUNS = 7;
const BUDGET_MS = 1500;
const POLL_MS = 5;
const GIVE_UP_MS = 30_000;

if (!existsSync(ENTRY)) {
  console.log(`${ENTRY} is missing: building it (npm run build:server)…`);
  execSync('npm run build:server', { stdio: 'inherit' });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function healthOk(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** One start: returns ms to the first healthy answer, after stopping the server cleanly. */
async function measureStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let exitCode = null;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? signal;
      resolve();
    }),
  );

  let elapsed = null;
  while (exitCode === null && performance.now() - started < GIVE_UP_MS) {
    if (await healthOk(port)) {
      elapsed = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  if (exitCode === null) child.kill('SIGTERM');
  await exited;
  if (elapsed === null) {
    console.error(`The server never answered /api/health (exit: ${exitCode}). Its stderr:`);
    console.error(stderr.trim() || '(empty)');
    process.exit(1);
  }
  if (exitCode !== 0) console.warn(`  note: the server exited with ${exitCode} after SIGTERM`);
  return elapsed;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const dirs = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-bench-start-'));
  dirs.push(dir);
  return dir;
};

try {
  console.log(
    `Server start (${ENTRY}, SQLite, spawn → first 200 of /api/health), ${RUNS} cold runs:`,
  );
  const times = [];
  for (let run = 1; run <= RUNS; run++) {
    const ms = await measureStart(freshDir());
    times.push(ms);
    console.log(`  run ${run}: ${ms.toFixed(0)} ms`);
  }
  const mid = median(times);
  console.log(`  median: ${mid.toFixed(0)} ms`);
  console.log(
    `Budget: median cold start <= ${BUDGET_MS} ms: ${mid <= BUDGET_MS ? 'PASS' : 'FAIL'} (${mid.toFixed(0)} ms)`,
  );

  // Warm: the database already exists and holds the data, so migrations and sync are no-ops.
  const warmDir = dirs[dirs.length - 1];
  const warm = await measureStart(warmDir);
  console.log(`Warm start (existing data dir, sync skipped): ${warm.toFixed(0)} ms`);
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
