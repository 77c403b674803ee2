import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDatabase } from '../db/database';
import { apiErrorBody } from './httpError';

/**
 * Prometheus metrics at `GET /metrics`, only when METRICS_TOKEN is set and only to
 * `Authorization: Bearer <token>` (404 when unset, so nothing says it exists; 401 on a wrong
 * token). Request rate and latency per route pattern (never the raw URL: ids would make a
 * series per build), the PostgreSQL pool, event-loop lag and the process's own figures.
 * With WORKERS above 1 the answer covers every worker: the primary gathers them (cluster.ts).
 */

/** Where the metrics text comes from when it is not this process's registry (a cluster). */
export interface MetricsSource {
  /** Called once with this process's registry, when the app is built. */
  share(local: Registry): void;
  /** The metrics text to serve. */
  collect(): Promise<string>;
}

export interface MetricsOptions {
  /** METRICS_TOKEN; null: `/metrics` answers 404. */
  token: string | null;
  database: AppDatabase;
  /** Set in a cluster worker: asks the primary for every worker's metrics. */
  source?: MetricsSource | undefined;
}

/** Routes that answer no route pattern (unknown URLs) share one label. */
const UNMATCHED = '(unmatched)';

/** Latency buckets in seconds: from a cached read to a slow image. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Constant-time: the hashes have one length, so the compare never leaks where they differ. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  return timingSafeEqual(sha256(match?.[1] ?? ''), expected) && match !== null;
}

function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED;
}

/** The app's registry and its metrics; a fresh one per app, so tests may build many apps. */
function createRegistry(database: AppDatabase): Registry {
  const registry = new Registry();
  // Event-loop lag, heap, CPU, handles: prom-client's standard process figures.
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'arrakis_process_info',
    help: 'This server process (1); its pid as a label tells the processes of a cluster apart.',
    labelNames: ['pid'],
    registers: [registry],
    collect() {
      this.set({ pid: String(process.pid) }, 1);
    },
  });
  if (database.kind === 'postgres') {
    new Gauge({
      name: 'arrakis_db_pool_connections',
      help: 'PostgreSQL pool: open connections (total), idle ones, and queries waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  return registry;
}

/**
 * Counts every request by method, route pattern and status, times it, and serves `/metrics`.
 * Registered on the root app before the routes, so every route is measured. Answers the
 * registry, for parts of the app with figures of their own.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = createRegistry(options.database);
  options.source?.share(registry);
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'arrakis_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'arrakis_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: routeLabel(request),
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const expected = options.token === null ? null : sha256(options.token);
  app.get(
    '/metrics',
    {
      // Scraped every few seconds: keep it out of the info log and never shed it under load.
      logLevel: 'warn',
      config: { pressureHandler: () => undefined },
      schema: { hide: true },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (expected === null) {
        return reply.code(404).send(apiErrorBody(404, 'Nothing at GET /metrics.'));
      }
      if (!bearerMatches(request, expected)) {
        reply.header('www-authenticate', 'Bearer');
        return reply.code(401).send(apiErrorBody(401, 'A valid metrics token is required.'));
      }
      const text = options.source ? await options.source.collect() : await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  );
  return registry;
}
