import { describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT, SERVER_TIMEOUTS } from '../../server/http/serverTimeouts';
import { databaseKinds, useTestApp } from './helpers';

/** The HTTP server bounds how long a client may take, so slow clients cannot hold sockets. */
describe.each(databaseKinds)('server timeouts on %s', (kind) => {
  const suite = useTestApp(kind);

  it('gives a request 30 s, and closes idle connections after the load balancer would', () => {
    const server = suite.app.server;
    expect(server.requestTimeout).toBe(30_000);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    // Node's own default (60 s) would exceed the whole request's bound.
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.timeout).toBe(SERVER_TIMEOUTS.connectionTimeout);
    expect(server.timeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
