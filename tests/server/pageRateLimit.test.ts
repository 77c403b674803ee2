import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseKinds, FAKE_ASSET, makeClientDir, useTestApp } from './helpers';

/**
 * Every HTML page costs the server a render: pages have a generous per-client limit
 * (PAGE_RATE_LIMIT_PER_MINUTE), an IPv6 /64 counting as one client. Static files are not
 * counted and the API keeps its own limit. A refused page is a readable page with Retry-After.
 */

const PAGES = 5;
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** Waits for a fresh minute when this one is nearly over: the limit's window is the minute. */
async function wellInsideAMinute(): Promise<void> {
  const seconds = new Date().getUTCSeconds();
  if (seconds >= 52) await new Promise((resolve) => setTimeout(resolve, (61 - seconds) * 1000));
}

describe.each(databaseKinds)('the per-client page limit (%s)', (kind) => {
  const suite = useTestApp(kind, () => ({
    CLIENT_DIR: makeClientDir(),
    TRUST_PROXY: 'true',
    PAGE_RATE_LIMIT_PER_MINUTE: String(PAGES),
    RATE_LIMIT_PER_MINUTE: '1000',
  }));

  const get = (url: string, address: string, headers: Record<string, string> = HTML) =>
    suite.app.inject({ url, headers: { ...headers, 'x-forwarded-for': address } });

  it('refuses pages past the limit from one /64 with a readable page', async () => {
    await wellInsideAMinute();
    const pages = ['/', '/community-builds', '/build-viewer/nope', '/skill-trees', '/about'];
    const answers: LightMyRequestResponse[] = [];
    for (const [i, url] of pages.entries()) {
      answers.push(await get(url, `2001:db8:9a9e:1:${i + 1}::7`));
    }
    // An unknown build's viewer answers 404 with its page, and counts as a page all the same.
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 404, 200, 200]);

    const refused = await get('/news', '2001:db8:9a9e:1:ff::1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toMatch(/<h1>Too many pages<\/h1>/);
    // A refusal in the window's first second waits a whole minute, and says so.
    expect(refused.body).toMatch(
      /more than 5 pages in a minute\. Please wait (\d+ seconds?|1 minute) and load the page again\./,
    );

    // Static files and the API are not pages; another network loads pages on.
    expect((await get(`/${FAKE_ASSET}`, '2001:db8:9a9e:1:ff::2', {})).statusCode).toBe(200);
    expect((await get('/api/classes', '2001:db8:9a9e:1:ff::3', {})).statusCode).toBe(200);
    expect((await get('/', '2001:db8:9a9e:2::1')).statusCode).toBe(200);
  }, 15_000);
});

describe.each(databaseKinds)('pages without a limit (%s)', (kind) => {
  const suite = useTestApp(kind, () => ({
    CLIENT_DIR: makeClientDir(),
    PAGE_RATE_LIMIT_PER_MINUTE: '0',
  }));

  it('serves every page when PAGE_RATE_LIMIT_PER_MINUTE is 0', async () => {
    for (let i = 0; i < 3 * PAGES; i++) {
      expect((await suite.app.inject({ url: '/', headers: HTML })).statusCode).toBe(200);
    }
  });
});
