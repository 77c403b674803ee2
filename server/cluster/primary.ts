import cluster, { type Worker } from 'node:cluster';
import type { LogFormat, LogLevel } from '../config';
import { readableLogStream, usesReadableLog } from '../http/readableLog';
import { serveClusterMetrics } from './clusterMetrics';
import { SHUTDOWN_MESSAGE } from './messages';

/**
 * The cluster's primary (WORKERS above 1): it serves nothing itself and loads none of the app.
 * It starts every worker at once: each runs the migrations, the game-data checksums and the
 * example seeding, which are race-safe (advisory locks, upserts, unique keys;
 * tests/server/scaleStartup.test.ts), as they must be for several machines starting together,
 * so one does the work and the others find it done. If a worker fails before any listens, the
 * start failed (its error is above) and the primary stops. A worker that dies unexpectedly is
 * restarted after a backoff that grows while workers keep dying. SIGTERM or SIGINT asks every
 * worker to close gracefully (each drains its in-flight requests, 10 s at most), and the primary
 * exits when all have gone: 0 when every worker closed cleanly.
 */

export interface PrimaryOptions {
  workers: number;
  logLevel: LogLevel;
  logFormat: LogFormat;
}

const LEVELS: Record<LogLevel, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/** Deaths within this window count towards the restart backoff. */
const DEATH_WINDOW_MS = 60_000;
const FIRST_RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 30_000;
/** After the workers' own 10 s cap: if one still has not gone, it is killed. */
const SHUTDOWN_CAP_MS = 15_000;

/** The restart delay after `deaths` deaths within the window: 250 ms, doubling, 30 s at most. */
function restartDelay(deaths: number): number {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, deaths - 1));
}

/** Log lines in the workers' (pino's) JSON shape, so one log reader reads both. */
function createLogger(level: LogLevel, format: LogFormat) {
  const threshold = LEVELS[level];
  const out = usesReadableLog(format, process.stdout.isTTY)
    ? readableLogStream(process.stdout)
    : process.stdout;
  const write = (at: LogLevel, msg: string) => {
    if (LEVELS[at] < threshold) return;
    const line = { level: LEVELS[at], time: Date.now(), pid: process.pid, role: 'primary', msg };
    out.write(`${JSON.stringify(line)}\n`);
  };
  return {
    info: (msg: string) => {
      write('info', msg);
    },
    warn: (msg: string) => {
      write('warn', msg);
    },
    error: (msg: string) => {
      write('error', msg);
    },
  };
}

function describeExit(code: number | null, signal: string | null): string {
  return signal ? `killed by ${signal}` : `exit code ${String(code)}`;
}

/** Runs the primary until every worker has gone after a shutdown signal. */
export function runPrimary({ workers, logLevel, logFormat }: PrimaryOptions): void {
  const log = createLogger(logLevel, logFormat);
  let shuttingDown = false;
  let anyListened = false;
  let cleanExits = true;
  const deaths: number[] = [];
  const listening = new WeakSet<Worker>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    // A message to a worker that has just died fails (EPIPE) as an 'error' event: unhandled it
    // would take the primary, and every other worker, down. Its 'exit' follows and is handled.
    worker.on('error', (error) => {
      log.warn(`Worker ${String(worker.process.pid)}: ${error.message}`);
    });
    worker.once('listening', () => {
      listening.add(worker);
      anyListened = true;
      log.info(`Worker ${String(worker.process.pid)} is listening`);
    });
    return worker;
  };

  const remaining = () => Object.keys(cluster.workers ?? {}).length;

  cluster.on('exit', (worker, code, signal) => {
    const how = describeExit(code, signal);
    if (shuttingDown) {
      if (code !== 0) cleanExits = false;
      log.info(`Worker ${String(worker.process.pid)} closed (${how})`);
      if (remaining() === 0) process.exit(cleanExits ? 0 : 1);
      return;
    }
    if (!anyListened) {
      // No worker ever started (its error is above): restarting would fail the same way.
      log.error(`A worker could not start (${how}): stopping`);
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGKILL');
      process.exit(1);
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && (deaths[0] ?? now) < now - DEATH_WINDOW_MS) deaths.shift();
    const delay = restartDelay(deaths.length);
    log.warn(
      `Worker ${String(worker.process.pid)} died unexpectedly (${how}); starting a new one in ${delay} ms`,
    );
    setTimeout(() => {
      if (!shuttingDown) fork();
    }, delay);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      // A second signal means "now".
      log.warn(`${signal} again: killing the workers`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    shuttingDown = true;
    log.info(`${signal} received: closing ${remaining()} workers`);
    if (remaining() === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker?.isConnected()) worker.send({ type: SHUTDOWN_MESSAGE }, () => undefined);
      else worker?.process.kill('SIGTERM');
    }
    setTimeout(() => {
      log.error(`Workers still running after ${SHUTDOWN_CAP_MS / 1000} s: killing them`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_CAP_MS).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  serveClusterMetrics((worker) => listening.has(worker));
  log.info(`Starting ${workers} workers`);
  for (let i = 0; i < workers; i += 1) fork();
}
