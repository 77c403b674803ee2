import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, requestJson } from '../../../src/api/requestJson';
import { type ApiTestServer, startApiTestServer } from './apiTestServer';

let server: ApiTestServer;
beforeEach(async () => {
  server = await startApiTestServer();
});
afterEach(async () => {
  await server.close();
});

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('requestJson', () => {
  it('GETs {origin}/{path} as JSON from our client, without a body or content type', async () => {
    server.answer(() => ({ status: 200, json: { username: 'paul' } }));
    await expect(requestJson('/api/auth/me', { fallbackMessage: 'x' })).resolves.toEqual({
      username: 'paul',
    });
    const [seen] = server.requests;
    expect(seen?.method).toBe('GET');
    expect(seen?.url).toBe('/api/auth/me');
    expect(seen?.headers['x-requested-with']).toBe('arrakis');
    expect(seen?.headers.accept).toBe('application/json');
    expect(seen?.headers['content-type']).toBeUndefined();
    expect(seen?.body).toBe('');
  });

  it('sends a body as JSON with its content type, for any method', async () => {
    server.answer(() => ({ status: 200, json: { message: 'ok' } }));
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      await requestJson('/api/thing', { method, body: { a: 1 }, fallbackMessage: 'x' });
    }
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'PUT', 'DELETE']);
    for (const seen of server.requests) {
      expect(seen.headers['content-type']).toBe('application/json');
      expect(seen.headers['x-requested-with']).toBe('arrakis');
      expect(JSON.parse(seen.body)).toEqual({ a: 1 });
    }
  });

  it('checks the answer with the schema and fails with the fallback when it does not fit', async () => {
    const schema = z.strictObject({ token: z.string() });
    server.answer(() => ({ status: 200, json: { token: 'abc' } }));
    await expect(
      requestJson('/api/t', { schema, fallbackMessage: 'Invalid verification code.' }),
    ).resolves.toEqual({ token: 'abc' });

    server.answer(() => ({ status: 200, json: { token: 7 } }));
    const error = await failure(
      requestJson('/api/t', { schema, fallbackMessage: 'Invalid verification code.' }),
    );
    expect(error.message).toBe('Invalid verification code.');
    expect(error.status).toBe(200);
    expect(error.body).toEqual({ token: 7 });
  });

  it('checks the answer with a schema still loading once both have arrived', async () => {
    const schema = z.strictObject({ token: z.string() });
    const later = () => new Promise<typeof schema>((resolve) => setTimeout(resolve, 20, schema));
    server.answer(() => ({ status: 200, json: { token: 'abc' } }));
    await expect(
      requestJson('/api/t', { schema: later(), fallbackMessage: 'Invalid verification code.' }),
    ).resolves.toEqual({ token: 'abc' });

    server.answer(() => ({ status: 200, json: { token: 7 } }));
    const error = await failure(
      requestJson('/api/t', { schema: later(), fallbackMessage: 'Invalid verification code.' }),
    );
    expect(error.message).toBe('Invalid verification code.');
    expect(error.status).toBe(200);
  });

  it('loads a schema given as a function only for an answer to check', async () => {
    const schema = z.strictObject({ token: z.string() });
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(schema);
    };
    server.answer(() => ({ status: 401, json: { message: 'Not logged in.' } }));
    const refused = await failure(requestJson('/api/t', { schema: load, fallbackMessage: 'x' }));
    expect(refused.status).toBe(401);
    expect(loads).toBe(0);

    server.answer(() => ({ status: 200, json: { token: 'abc' } }));
    await expect(requestJson('/api/t', { schema: load, fallbackMessage: 'x' })).resolves.toEqual({
      token: 'abc',
    });
    expect(loads).toBe(1);

    server.answer(() => ({ status: 200, json: { token: 7 } }));
    const unfit = await failure(requestJson('/api/t', { schema: load, fallbackMessage: 'Nope.' }));
    expect(unfit.message).toBe('Nope.');
    expect(loads).toBe(2);
  });

  it('fails as a network failure when the schema cannot be loaded', async () => {
    server.answer(() => ({ status: 200, json: { token: 'abc' } }));
    const lost = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    // As a loader, and as a load under way (made only when asked, so it is never unhandled).
    for (const schema of [() => lost, lost]) {
      const error = await failure(
        requestJson('/api/t', { schema: schema(), fallbackMessage: 'Failed to fetch builds' }),
      );
      expect(error.message).toBe('Failed to fetch builds');
      expect(error.status).toBe(0);
    }
  });

  it("throws the server's message with the status and the body", async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Password must contain a number.',
    };
    server.answer(() => ({ status: 400, json: body }));
    const error = await failure(
      requestJson('/api/auth/register', {
        method: 'POST',
        body: {},
        fallbackMessage: 'Registration failed',
      }),
    );
    expect(error.message).toBe('Password must contain a number.');
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
  });

  it('falls back when the error answer has no usable message', async () => {
    for (const answer of [
      { status: 500, text: 'upstream exploded' },
      { status: 502 },
      { status: 403, json: { message: '' } },
      { status: 409, json: { error: 'Conflict' } },
    ]) {
      server.answer(() => answer);
      const error = await failure(requestJson('/api/x', { fallbackMessage: 'Login failed' }));
      expect(error.message).toBe('Login failed');
      expect(error.status).toBe(answer.status);
    }
  });

  it('says its unanswered text when no answer could be read, the fallback for JSON without one', async () => {
    const texts = { fallbackMessage: 'Login failed', unansweredMessage: 'Failed to login' };
    for (const answer of [
      { status: 502, text: '<html>Bad Gateway</html>' },
      { status: 503 },
      { status: 200, text: '<!doctype html>' },
    ]) {
      server.answer(() => answer);
      const error = await failure(requestJson('/api/auth/login', texts));
      expect(error.message).toBe('Failed to login');
      expect(error.status).toBe(answer.status);
    }
    server.answer(() => ({
      status: 500,
      json: { statusCode: 500, error: 'Internal Server Error' },
    }));
    expect((await failure(requestJson('/api/auth/login', texts))).message).toBe('Login failed');
    server.answer(() => ({ status: 200, json: { nope: true } }));
    const unfit = requestJson('/api/auth/login', { ...texts, schema: z.strictObject({}) });
    expect((await failure(unfit)).message).toBe('Login failed');
    await server.close();
    const offline = await failure(requestJson('/api/auth/login', texts));
    expect(offline.message).toBe('Failed to login');
    expect(offline.status).toBe(0);
    server = await startApiTestServer();
  });

  it('resolves undefined for 204 No Content', async () => {
    server.answer(() => ({ status: 204 }));
    await expect(
      requestJson('/api/auth/logout', { method: 'POST', fallbackMessage: 'Logout failed' }),
    ).resolves.toBeUndefined();
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('fails with the fallback and the status when a success is not JSON', async () => {
    server.answer(() => ({ status: 200, text: '<!doctype html>' }));
    const error = await failure(requestJson('/api/classes', { fallbackMessage: 'Not read' }));
    expect(error.message).toBe('Not read');
    expect(error.status).toBe(200);
    expect(error.body).toBe('<!doctype html>');
  });

  it('lets a call outlive the page and go without cookies when asked (a page view)', async () => {
    server.answer(() => ({ status: 204 }));
    const sent = vi.spyOn(globalThis, 'fetch');
    await requestJson('/api/page-views', {
      method: 'POST',
      body: { page: '/' },
      keepalive: true,
      credentials: 'omit',
      fallbackMessage: 'x',
    });
    expect(sent.mock.calls[0]?.[1]).toMatchObject({ keepalive: true, credentials: 'omit' });
    expect(server.requests[0]?.headers['x-requested-with']).toBe('arrakis');
  });

  it('fails with status 0 and the fallback when the server cannot be reached', async () => {
    await server.close();
    const error = await failure(requestJson('/api/x', { fallbackMessage: 'Logout failed' }));
    expect(error.message).toBe('Logout failed');
    expect(error.status).toBe(0);
    server = await startApiTestServer();
  });

  it('lets an aborted request reject with the abort, not a network failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await requestJson('/api/x', {
      fallbackMessage: 'x',
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect((error as Error).name).toBe('AbortError');
  });
});
