import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/contract';
import { PLANNER_GATE_CSP_SOURCE, PLANNER_GATE_SCRIPT } from '../../server/http/plannerGate';
import {
  createTestDatabase,
  databaseKinds,
  FAKE_ASSET,
  makeClientDir,
  startApp,
  STORYBOOK_INLINE_SCRIPT,
  useTestApp,
} from './helpers';

const APP_CSP = `default-src 'self'; script-src 'self' ${PLANNER_GATE_CSP_SOURCE}; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; frame-src https://www.youtube-nocookie.com https://www.youtube.com; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

/** Directives as a map, so the test does not depend on how helmet joins them. */
function parseCsp(header: unknown): Map<string, string> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe.each(databaseKinds)('static hosting and security headers on %s', (kind) => {
  const suite = useTestApp(kind, () => ({ CLIENT_DIR: makeClientDir() }));

  it('sends the security headers and the CSP on pages and API answers', async () => {
    for (const url of ['/', '/api/classes', '/api/nope']) {
      const res = await suite.app.inject({ url, headers: HTML });
      expect(parseCsp(res.headers['content-security-policy'])).toEqual(parseCsp(APP_CSP));
      expect(res.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      // Plain http on localhost: HSTS would be wrong (and ignored).
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("adds exactly reCAPTCHA's origins to the CSP when the site uses it, and none otherwise", async () => {
    const plain = parseCsp(
      (await suite.app.inject({ url: '/', headers: HTML })).headers['content-security-policy'],
    );
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      expect(plain.get(directive)).not.toMatch(/google|gstatic/);
    }
    const db = await createTestDatabase(kind);
    const app = await startApp(db, {
      CLIENT_DIR: makeClientDir(),
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'secret-key',
    });
    try {
      const res = await app.inject({ url: '/', headers: HTML });
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp.get('script-src')).toBe(
        `'self' ${PLANNER_GATE_CSP_SOURCE} https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`,
      );
      expect(csp.get('frame-src')).toBe(
        `${plain.get('frame-src') ?? ''} https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/`,
      );
      expect(csp.get('connect-src')).toBe("'self' https://www.google.com/recaptcha/");
      expect(csp.get('default-src')).toBe(plain.get('default-src'));
    } finally {
      await app.close();
      await db.drop();
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await suite.app.inject({ url: `/${FAKE_ASSET}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app");');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed copy a browser accepts, and the plain file to others', async () => {
    const br = await suite.app.inject({
      url: `/${FAKE_ASSET}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app");');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await suite.app.inject({
      url: `/${FAKE_ASSET}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("app");');
    const plain = await suite.app.inject({
      url: `/${FAKE_ASSET}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
  });

  it('serves other static files with a short cache', async () => {
    const image = await suite.app.inject({ url: '/images/news/dunes.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=300');
    const icon = await suite.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
  });

  it('serves index.html at / and for client-side routes, never cached', async () => {
    for (const url of ['/', '/classes', '/class/swordmaster', '/no/such/page?x=1']) {
      const res = await suite.app.inject({ url, headers: HTML });
      // An address no page has gets the page too (the 404 page), with status 404.
      expect(res.statusCode, url).toBe(url.startsWith('/no/') ? 404 : 200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('app-index');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a missing file that is not a page with a 404', async () => {
    const res = await suite.app.inject({
      url: '/images/missing.png',
      headers: { accept: 'image/*' },
    });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).message).toBe('Nothing at GET /images/missing.png.');
    const post = await suite.app.inject({ method: 'POST', url: '/classes', headers: HTML });
    expect(post.statusCode).toBe(404);
  });

  it('does not rate limit static files', async () => {
    const limited = await startApp(suite.db, {
      CLIENT_DIR: makeClientDir(),
      RATE_LIMIT_PER_MINUTE: '1',
    });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await limited.inject({ url: '/news.json' })).statusCode).toBe(200);
        expect((await limited.inject({ url: '/classes', headers: HTML })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it('redirects /storybook to /storybook/, where the built Storybook is served', async () => {
    const redirect = await suite.app.inject({ url: '/storybook?path=/story/x' });
    expect(redirect.statusCode).toBe(308);
    expect(redirect.headers.location).toBe('/storybook/?path=/story/x');

    const res = await suite.app.inject({ url: '/storybook/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('storybook-manager');
    expect(res.headers['cache-control']).toBe('no-cache');
    const runtime = await suite.app.inject({ url: '/storybook/sb-manager/runtime.js' });
    expect(runtime.statusCode).toBe(200);
  });

  /** The answer for `url` and its CSP, once checked to allow exactly `script` inline, by hash. */
  async function cspAllowingOnly(url: string, script: string) {
    const res = await suite.app.inject({ url, headers: HTML });
    const csp = parseCsp(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp.get('script-src')).toBe(`'self' 'sha256-${hash}'`);
    expect(csp.get('script-src')).not.toMatch(/unsafe/);
    return { res, csp };
  }

  it("allows the planner's gate by its hash and no other inline script", async () => {
    await cspAllowingOnly('/skill-trees', PLANNER_GATE_SCRIPT);
  });

  it('gives Storybook its own CSP: its inline scripts by hash, framing by itself', async () => {
    const { res, csp } = await cspAllowingOnly('/storybook/', STORYBOOK_INLINE_SCRIPT);
    expect(csp.get('frame-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const preview = await suite.app.inject({ url: '/storybook/iframe.html' });
    expect(preview.body).toContain('storybook-preview');
    expect(preview.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
  });

  it('turns on HSTS only when the public origin is https', async () => {
    const secure = await startApp(suite.db, {
      CLIENT_DIR: makeClientDir(),
      PUBLIC_ORIGIN: 'https://arrakis.example',
    });
    try {
      const res = await secure.inject({ url: '/' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});

describe.each(databaseKinds)('API only (no built client) on %s', (kind) => {
  const suite = useTestApp(kind);

  it('still serves the API and answers pages with a JSON 404', async () => {
    expect((await suite.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const page = await suite.app.inject({ url: '/classes', headers: HTML });
    expect(page.statusCode).toBe(404);
    expect(apiErrorSchema.parse(page.json()).message).toBe('Nothing at GET /classes.');
  });
});
