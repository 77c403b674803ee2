import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { GameDataError } from '../src/skills/gameDataValidation';
import { isMessage, SHUTDOWN_MESSAGE } from './cluster/messages';
import { runPrimary } from './cluster/primary';
import { clusterMetricsSource } from './cluster/workerMetrics';
import { ConfigError, loadConfig } from './config';
import { DatabaseError } from './db/database';
import { MigrationError } from './db/migrate';
import { startupNotes } from './startupNotes';

/**
 * Entry point: `node dist/server/main.js` (built) or `tsx server/main.ts`, from the repository
 * root so the default paths (var/, data/game, dist/client) resolve. With WORKERS above 1 this
 * process becomes the cluster's primary (cluster/primary.ts) and each worker runs this file
 * again as one server.
 */

// The pages' server renderer (server/pages/serverRendering.ts) loads React when the first page is
// asked for: without this it would load React's development build, several times slower and
// noisier. Set before that import; a NODE_ENV given by whoever starts the server is kept.
process.env.NODE_ENV ??= 'production';

class ListenError extends Error {}

/** Errors whose message says everything; any other error also shows its stack. */
const EXPECTED_ERRORS = [ConfigError, DatabaseError, MigrationError, GameDataError, ListenError];

/**
 * Startup failures go to stderr as plain text whatever LOG_LEVEL says: the person starting
 * the server must see why it stopped, even with logging silenced.
 */
function failStart(error: unknown): never {
  const expected = EXPECTED_ERRORS.some((type) => error instanceof type);
  const detail =
    error instanceof Error ? (expected ? error.message : (error.stack ?? error.message)) : error;
  process.stderr.write(`Arrakis Planner could not start.\n${String(detail)}\n`);
  process.exit(1);
}

/** Fastify listens on every address `localhost` resolves to; show the URL a person would type. */
function displayUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const close = (reason: string, secondMeansNow: boolean) => {
    if (closing) {
      // A second Ctrl+C means "now": do not wait for open connections to finish.
      if (secondMeansNow) process.exit(1);
      return;
    }
    closing = true;
    app.log.info(`${reason} received: closing`);
    // Keep-alive connections and slow clients must not hold the process forever.
    const timer = setTimeout(() => {
      app.log.error('Shutdown took over 10 s: exiting anyway');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', (signal) => {
    close(signal, true);
  });
  process.on('SIGINT', (signal) => {
    close(signal, true);
  });
  // In a cluster, the primary asks by message: with Ctrl+C the worker also gets the terminal's
  // SIGINT, and the two together must not count as "a second signal".
  process.on('message', (message: unknown) => {
    if (isMessage(message, SHUTDOWN_MESSAGE)) close('Shutdown request', false);
  });
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (config.scale.workers > 1 && cluster.isPrimary) {
    runPrimary({
      workers: config.scale.workers,
      logLevel: config.logLevel,
      logFormat: config.logFormat,
    });
    return;
  }
  // Loaded only here: the cluster's primary never needs the app, and starts at once.
  const { buildApp } = await import('./app');
  const app = await buildApp(
    config,
    cluster.isWorker ? { metricsSource: clusterMetricsSource() } : {},
  );
  closeOnSignals(app);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      throw new ListenError(`Port ${config.port} is already in use: set PORT to a free port.`);
    }
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      throw new ListenError(`Cannot listen on HOST "${config.host}": no such local address.`);
    }
    throw error;
  }
  const siteUrl = config.publicOrigin ?? displayUrl(config.host, config.port);
  app.log.info(`Arrakis Planner is ready at ${siteUrl}`);
  // In a cluster the first worker says it for all of them; a restarted one has another id.
  if (!cluster.isWorker || cluster.worker?.id === 1) {
    for (const note of startupNotes(config, siteUrl)) app.log.info(note);
  }
  // The front page once, in-process: its first visitor then gets the page rendered, its lists
  // read and their thumbnails drawn (THUMBNAILS_AHEAD), instead of waiting for each.
  app.inject({ method: 'GET', url: '/' }).catch((error: unknown) => {
    app.log.warn({ err: error }, 'The front page could not be prepared at start');
  });
}

main().catch(failStart);
