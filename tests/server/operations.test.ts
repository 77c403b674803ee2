import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../server/http/openApi';
import { NOT_READY_DATABASE } from '../../server/routes/health';
import { PRESSURE_MESSAGE, PRESSURE_RETRY_AFTER_SECONDS } from '../../server/http/underPressure';
import { createHealthCheck } from '../../server/services/health';
import {
  createTestDatabase,
  databaseKinds,
  removeTempDirs,
  startApp,
  type TestDatabase,
} from './helpers';

/**
 * Operating the server: readiness (200, 503 when the database is gone or the server is closing),
 * Prometheus metrics behind METRICS_TOKEN (404 unset, 401 wrong, 200 with route patterns as
 * labels), and load shedding (503 + Retry-After past a tiny heap limit, liveness and metrics still
 * answering). Both databases.
 */

const TOKEN = 'test-metrics-token-0123456789';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(databaseKinds)('operations on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await startApp(db, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    removeTempDirs();
  });

  it('is ready while its database answers, and liveness stays as it was', async () => {
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: kind });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('is not ready once its database is closed or it is shutting down', async () => {
    const database = await db.open();
    const health = createHealthCheck(database, '1.5.3.6');
    expect(await health.ready()).toEqual({ ok: true, report: { status: 'ready', database: kind } });
    await database.destroy();
    expect(await health.ready()).toMatchObject({ ok: false, reason: 'database' });

    const other = await db.open();
    const closing = createHealthCheck(other, '1.5.3.6');
    closing.markClosing();
    expect(await closing.ready()).toEqual({ ok: false, reason: 'closing' });
    await other.destroy();
  });

  it('refuses /metrics without the token (401) and with a wrong one', async () => {
    const none = await app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json<{ message: string }>().message).toBe('A valid metrics token is required.');
    for (const headers of [bearer(`${TOKEN}x`), bearer(''), { authorization: TOKEN }]) {
      expect((await app.inject({ url: '/metrics', headers })).statusCode).toBe(401);
    }
  });

  it('serves Prometheus metrics per route pattern, with the pool and event-loop lag', async () => {
    await app.inject({ url: '/api/build-link/AAAAAAAAAA' });
    await app.inject({ url: '/api/health/ready' });
    const response = await app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toContain(
      'arrakis_http_requests_total{method="GET",route="/api/health/ready",status_code="200"}',
    );
    // The pattern, never the raw URL: a series per id would never end.
    expect(text).toMatch(
      /arrakis_http_requests_total\{method="GET",route="\/api\/build-link\/:linkId",status_code="404"\} 1/,
    );
    expect(text).not.toContain('AAAAAAAAAA');
    expect(text).toContain('arrakis_http_request_duration_seconds_bucket{le="0.005"');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain(`arrakis_process_info{pid="${process.pid}"} 1`);
    if (kind === 'postgres') {
      expect(text).toMatch(/arrakis_db_pool_connections\{state="total"\} \d+/);
      expect(text).toMatch(/arrakis_db_pool_connections\{state="waiting"\} 0/);
    } else {
      expect(text).not.toContain('arrakis_db_pool_connections');
    }
  });

  it('documents readiness in the OpenAPI document and leaves /metrics out', async () => {
    const doc = await app.inject({ url: OPENAPI_PATH });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toContain('/api/health/ready');
    expect(paths).not.toContain('/metrics');
  });

  if (kind === 'postgres') {
    // Last: the database goes away for good.
    it('answers readiness 503 when PostgreSQL is gone, liveness too, without naming the host', async () => {
      await db.drop();
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json<{ message: string }>().message).toBe(NOT_READY_DATABASE);
      expect(ready.body).not.toContain('127.0.0.1');
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
    }, 15_000);
  }
});

describe.each(databaseKinds)('without METRICS_TOKEN, and under pressure, on %s', (kind) => {
  let db: TestDatabase;
  let quiet: FastifyInstance;
  let pressed: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    quiet = await startApp(db);
    // Any process's heap is above 1 MiB: from the first sample on, the server is "under pressure".
    pressed = await startApp(db, { METRICS_TOKEN: TOKEN, PRESSURE_MAX_HEAP_MB: '1' });
  });
  afterAll(async () => {
    await Promise.all([quiet.close(), pressed.close()]);
    await db.drop();
    removeTempDirs();
  });

  it('answers /metrics 404 when METRICS_TOKEN is unset, token or not', async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const response = await quiet.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
    }
  });

  it('sheds requests with 503 and Retry-After, but not liveness or metrics', async () => {
    // under-pressure samples once a second.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const shed = await pressed.inject({ url: '/api/game-versions' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(PRESSURE_RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: PRESSURE_MESSAGE,
    });
    expect((await pressed.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
    expect((await pressed.inject({ url: '/api/health' })).statusCode).toBe(200);
    const metrics = await pressed.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain(
      'arrakis_http_requests_total{method="GET",route="/api/game-versions",status_code="503"} 1',
    );
    // The same app without the tiny limit answers.
    expect((await quiet.inject({ url: '/api/game-versions' })).statusCode).toBe(200);
  });
});
