import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/contract';
import { databaseKinds, useTestApp } from './helpers';

describe.each(databaseKinds)('API errors on %s', (kind) => {
  const suite = useTestApp(kind);

  async function expectError(request: InjectOptions, statusCode: number, message: string | RegExp) {
    const res = await suite.app.inject(request);
    expect(res.statusCode, res.body).toBe(statusCode);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = apiErrorSchema.parse(res.json());
    expect(body.statusCode).toBe(statusCode);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    return body;
  }

  it('answers 404 for an unknown class slug or id', async () => {
    const body = await expectError({ url: '/api/classes/xyz' }, 404, 'No class "xyz".');
    expect(body.error).toBe('Not Found');
    await expectError({ url: '/api/classes/99' }, 404, 'No class with id 99.');
    await expectError({ url: '/api/classes/xyz/skill-trees' }, 404, 'No class "xyz".');
    await expectError({ url: '/api/classes/42/skill-trees' }, 404, 'No class with id 42.');
  });

  it('answers 404 for an unknown skill tree', async () => {
    await expectError({ url: '/api/skill-trees/999/skills' }, 404, 'No skill tree with id 999.');
  });

  it('answers 400 for malformed numeric ids', async () => {
    const body = await expectError(
      { url: '/api/skill-trees/abc/skills' },
      400,
      'Skill tree id must be a positive whole number (got "abc").',
    );
    expect(body.error).toBe('Bad Request');
    await expectError({ url: '/api/skill-trees/0/skills' }, 400, /positive whole number/);
    await expectError({ url: '/api/skill-trees/-3/skills' }, 400, /positive whole number/);
    await expectError({ url: '/api/skill-trees/1.5/skills' }, 400, /positive whole number/);
    await expectError(
      { url: '/api/classes/99999999999' },
      400,
      'Class id must be a positive whole number (got "99999999999").',
    );
  });

  it('answers 400 for an unknown game version, listing the known ones', async () => {
    const message = 'Unknown game version "0.9". Known versions: 1.5.3.6, 1.5, launch.';
    await expectError({ url: '/api/classes?version=0.9' }, 400, message);
    await expectError({ url: '/api/skill-trees?version=0.9' }, 400, message);
    await expectError({ url: '/api/classes/1?version=0.9' }, 400, message);
    await expectError({ url: '/api/classes/1/skill-trees?version=0.9' }, 400, message);
    await expectError({ url: '/api/skill-trees/1/skills?version=0.9' }, 400, message);
    await expectError(
      { url: '/api/classes?version=1.5&version=launch' },
      400,
      'Give the version query parameter only once.',
    );
  });

  it('answers unknown /api paths with a JSON 404 naming method and path', async () => {
    await expectError({ url: '/api/nope' }, 404, 'No API endpoint GET /api/nope.');
    await expectError(
      { method: 'DELETE', url: '/api/classes' },
      404,
      'No API endpoint DELETE /api/classes.',
    );
    await expectError(
      { method: 'POST', url: '/api/builds?x=1', payload: { a: 1 } },
      404,
      'No API endpoint POST /api/builds.',
    );
    // A browser asking for HTML still gets JSON under /api, never the app's page.
    await expectError(
      { url: '/api/unknown', headers: { accept: 'text/html' } },
      404,
      'No API endpoint GET /api/unknown.',
    );
  });

  it('refuses a JSON body over 64 KiB with 413', async () => {
    const payload = JSON.stringify({ text: 'x'.repeat(70 * 1024) });
    await expectError(
      {
        method: 'POST',
        url: '/api/feedback',
        payload,
        headers: { 'content-type': 'application/json' },
      },
      413,
      /too large/i,
    );
  });

  it('answers a malformed JSON body with 400', async () => {
    await expectError(
      {
        method: 'POST',
        url: '/api/feedback',
        payload: '{"broken": ',
        headers: { 'content-type': 'application/json' },
      },
      400,
      /JSON/,
    );
  });

  it.runIf(kind === 'postgres')(
    'answers 503 on health and a generic 500 elsewhere when the database is gone',
    async () => {
      await suite.db.drop();
      await expectError({ url: '/api/health' }, 503, 'The database is not answering.');
      const body = await expectError(
        { url: '/api/build-link/abcdefghij' },
        500,
        'Something went wrong on our side. Please try again later.',
      );
      expect(body.error).toBe('Internal Server Error');
    },
  );
});

describe.each(databaseKinds)('API rate limit on %s', (kind) => {
  const suite = useTestApp(kind, () => ({ RATE_LIMIT_PER_MINUTE: '3' }));

  it('answers 429 past the per-minute limit, but never on health checks', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await suite.app.inject({ url: '/api/classes' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
    }
    const limited = await suite.app.inject({ url: '/api/skill-trees' });
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json()).message).toMatch(
      /^Too many requests: the limit is 3 per minute\. Try again in/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 5; i++) {
      expect((await suite.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    }
  });

  it('counts each client address separately', async () => {
    const other = await suite.app.inject({ url: '/api/classes', remoteAddress: '10.1.2.3' });
    expect(other.statusCode).toBe(200);
  });
});
