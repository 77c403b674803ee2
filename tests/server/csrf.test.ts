import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  COOKIE_NEEDS_HEADER_MESSAGE,
  CROSS_SITE_MESSAGE,
  NOT_JSON_MESSAGE,
} from '../../server/http/csrf';
import { apiErrorSchema } from '../../src/api/contract';
import { sampleBuild } from './buildLinkFixtures';
import { databaseKinds, useTestApp } from './helpers';

const HOST = 'arrakis.test';
const body = JSON.stringify({ data: sampleBuild(), build_guide: '' });

describe.each(databaseKinds)('CSRF defence on %s', (kind) => {
  const suite = useTestApp(kind, () => ({
    LINK_RATE_LIMIT_PER_MINUTE: '0',
    PUBLIC_ORIGIN: 'https://planner.example',
  }));

  function createLink(headers: Record<string, string>, extra: Partial<InjectOptions> = {}) {
    return suite.app.inject({
      method: 'POST',
      url: '/api/build-link',
      payload: body,
      ...extra,
      headers: { host: HOST, 'content-type': 'application/json', ...headers },
    });
  }

  async function expectRefused(
    request: Promise<Awaited<ReturnType<typeof createLink>>>,
    statusCode: number,
    message: string,
  ) {
    const res = await request;
    expect(res.statusCode, res.body).toBe(statusCode);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(apiErrorSchema.parse(res.json()).message).toBe(message);
  }

  it('lets same-origin and header-less requests through', async () => {
    expect((await createLink({ origin: `http://${HOST}` })).statusCode).toBe(201);
    expect((await createLink({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect(
      (await createLink({ 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` })).statusCode,
    ).toBe(201);
    // curl, scripts: no browser, so no victim's cookies to abuse.
    expect((await createLink({})).statusCode).toBe(201);
  });

  it('accepts the configured PUBLIC_ORIGIN and the protocol a trusted proxy reports', async () => {
    expect((await createLink({ origin: 'https://planner.example' })).statusCode).toBe(201);
    // No TRUST_PROXY here: X-Forwarded-Proto is ignored, so https://arrakis.test is foreign.
    await expectRefused(
      createLink({ origin: `https://${HOST}`, 'x-forwarded-proto': 'https' }),
      403,
      CROSS_SITE_MESSAGE,
    );
  });

  it('refuses cross-site requests with 403', async () => {
    await expectRefused(createLink({ 'sec-fetch-site': 'cross-site' }), 403, CROSS_SITE_MESSAGE);
    await expectRefused(
      createLink({ 'sec-fetch-site': 'cross-site', origin: `http://${HOST}` }),
      403,
      CROSS_SITE_MESSAGE,
    );
    await expectRefused(createLink({ origin: 'https://evil.example' }), 403, CROSS_SITE_MESSAGE);
    await expectRefused(createLink({ origin: 'null' }), 403, CROSS_SITE_MESSAGE);
    await expectRefused(createLink({ origin: `http://${HOST}:8080` }), 403, CROSS_SITE_MESSAGE);
    // The router decodes %61 to "a": the check follows the route, not the raw URL.
    await expectRefused(
      createLink({ origin: 'https://evil.example' }, { url: '/%61pi/build-link' }),
      403,
      CROSS_SITE_MESSAGE,
    );
  });

  it('refuses every mutating method, even on unknown API paths', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      await expectRefused(
        suite.app.inject({
          method,
          url: '/api/saved-builds',
          headers: { host: HOST, origin: 'https://evil.example' },
        }),
        403,
        CROSS_SITE_MESSAGE,
      );
    }
  });

  it('refuses bodies that are not JSON with 415', async () => {
    for (const contentType of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      await expectRefused(createLink({ 'content-type': contentType }), 415, NOT_JSON_MESSAGE);
    }
    expect(
      (await createLink({ 'content-type': 'application/json; charset=utf-8' })).statusCode,
    ).toBe(201);
  });

  it('asks a mutation with a cookie for JSON or X-Requested-With: arrakis, bodyless ones too', async () => {
    const cookie = { cookie: 'arrakis_session=abc' };
    // A JSON body is something a cross-site form cannot send.
    expect((await createLink(cookie)).statusCode).toBe(201);
    expect((await createLink({ ...cookie, 'x-requested-with': 'arrakis' })).statusCode).toBe(201);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const bodyless = { method, url: '/api/saved-builds/1', headers: { host: HOST, ...cookie } };
      await expectRefused(suite.app.inject(bodyless), 403, COOKIE_NEEDS_HEADER_MESSAGE);
      // Same-origin by every header a browser sends, still refused: the cookie is the risk.
      await expectRefused(
        suite.app.inject({
          ...bodyless,
          headers: {
            ...bodyless.headers,
            origin: `http://${HOST}`,
            'sec-fetch-site': 'same-origin',
          },
        }),
        403,
        COOKIE_NEEDS_HEADER_MESSAGE,
      );
      await expectRefused(
        suite.app.inject({
          ...bodyless,
          headers: { ...bodyless.headers, 'x-requested-with': 'XMLHttpRequest' },
        }),
        403,
        COOKIE_NEEDS_HEADER_MESSAGE,
      );
      // With the site's header the request reaches the router (no such route here: 404).
      const allowed = await suite.app.inject({
        ...bodyless,
        headers: { ...bodyless.headers, 'x-requested-with': 'arrakis' },
      });
      expect(allowed.statusCode, allowed.body).toBe(404);
      const asJson = await suite.app.inject({
        ...bodyless,
        headers: { ...bodyless.headers, 'content-type': 'application/json' },
      });
      expect(asJson.statusCode).not.toBe(403);
    }
    // Without a cookie there is no session to abuse: scripts and curl need no header.
    const noCookie = await suite.app.inject({
      method: 'DELETE',
      url: '/api/saved-builds/1',
      headers: { host: HOST },
    });
    expect(noCookie.statusCode).toBe(404);
    // A body that is not JSON stays a 415, cookie or not.
    await expectRefused(
      createLink({ ...cookie, 'content-type': 'text/plain', 'x-requested-with': 'arrakis' }),
      415,
      NOT_JSON_MESSAGE,
    );
  });

  it('leaves reads alone', async () => {
    const res = await suite.app.inject({
      url: '/api/classes',
      headers: {
        host: HOST,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        cookie: 'arrakis_session=abc',
      },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('CSRF defence behind a trusted proxy on %s', (kind) => {
  const suite = useTestApp(kind, () => ({ LINK_RATE_LIMIT_PER_MINUTE: '0', TRUST_PROXY: 'true' }));

  it('takes the own origin from the forwarded protocol and host', async () => {
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/build-link',
      payload: body,
      headers: {
        host: 'internal:3000',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': HOST,
        origin: `https://${HOST}`,
        'content-type': 'application/json',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
