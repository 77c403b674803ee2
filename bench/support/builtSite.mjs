// The built site on a fresh database with the example builds, for the benchmarks that look at
// it in a browser (bench:lighthouse, bench:screenshots).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls a URL until it answers OK (or the time runs out). */
export async function waitFor(url, what, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // Not up yet.
    }
    if (Date.now() > end) throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
    await delay(150);
  }
}

/**
 * Starts the built server on a free port over `dataDir` (a fresh database, seeded with the
 * example builds) and waits for its health check; gives the child process and its origin.
 */
export async function startBuiltSite(serverScript, dataDir) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_EXAMPLES: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${origin}/api/health`, 'The server');
  return { server, origin };
}

/**
 * The compare page of two example builds (the first two of the community list), found as
 * exampleViewerPath finds one.
 */
export async function exampleComparePath(origin, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${origin}/api/public-builds?limit=2`);
    if (!response.ok) throw new Error(`GET /api/public-builds answered ${response.status}`);
    const { data } = await response.json();
    const [a, b] = (data ?? []).map((build) => build.url);
    if (a && b) return `/compare/${a}/${b}`;
    if (Date.now() > end) {
      throw new Error(
        'No two public builds to compare: was the server started with SEED_EXAMPLES=false?',
      );
    }
    await delay(250);
  }
}

/**
 * The viewer address of one of the example builds the server seeds on a fresh database. The
 * seeding may finish a moment after the server answers its health check, so the list is asked
 * again until it has a build.
 */
export async function exampleViewerPath(origin, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${origin}/api/public-builds?limit=1`);
    if (!response.ok) throw new Error(`GET /api/public-builds answered ${response.status}`);
    const { data } = await response.json();
    const url = data?.[0]?.url;
    if (url) return `/build-viewer/${url}`;
    if (Date.now() > end) {
      throw new Error('No public build to view: was the server started with SEED_EXAMPLES=false?');
    }
    await delay(250);
  }
}

/**
 * The page of the example author's Public collection, which a fresh database seeds with the
 * example builds (asked again until the seeding has made it).
 */
export async function exampleCollectionPath(origin, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${origin}/api/users/arrakis-planner/collections`);
    const { collections } = response.ok ? await response.json() : { collections: [] };
    const id = collections?.[0]?.id;
    if (id) return `/collection/${id}`;
    if (Date.now() > end) {
      throw new Error('No example collection: was the server started with SEED_EXAMPLES=false?');
    }
    await delay(250);
  }
}
