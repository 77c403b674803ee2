import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../src/app/serverEntry';
import { databaseKinds, makeTempDir, useTestApp } from './helpers';
import { REAL_PAGE_DATA_KEYS } from './support/servedAnswersBlock';

/**
 * Addresses with nothing there answer 404 with the 404 page, not 200 with the site's shell:
 * unknown pages, and the build viewer for a build nobody may see. Known pages still answer 200.
 * A forged Host header appears in none of the answers. Both databases.
 */

const HTML = { accept: 'text/html', host: 'evil.example' };
const NOT_FOUND_TEXT = '404 Page Not Found';

const UNKNOWN = ['/no-such-page', '/about/more', '/builds/abc'];

/** A built site whose renderer draws the 404 page at the unknown addresses, as the real one. */
function makeBuiltSite(): string {
  const dir = makeTempDir('arrakis-not-found-site-');
  mkdirSync(join(dir, 'client'));
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(
    join(dir, 'client', 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dir, 'ssr', 'serverEntry.js'),
    `${REAL_PAGE_DATA_KEYS}
export async function renderPage(url) {
  const path = url.split('?')[0];
  if (${JSON.stringify(UNKNOWN)}.includes(path)) return '<main><h1>${NOT_FOUND_TEXT}</h1></main>';
  return '<main>' + path.replace(/</g, '') + '</main>';
}`,
  );
  return join(dir, 'client');
}

describe('the 404 page', () => {
  it('is what the router renders for an unknown address', async () => {
    expect(await renderPage('/no-such-page')).toContain(NOT_FOUND_TEXT);
  });
});

describe.each(databaseKinds)('unknown pages answer 404 (%s)', (kind) => {
  const suite = useTestApp(kind, () => ({ CLIENT_DIR: makeBuiltSite() }));
  const get = async (url: string) => {
    const answer = await suite.app.inject({ url, headers: HTML });
    expect(answer.body).not.toContain('evil.example');
    return answer;
  };

  it('answers an unknown page with status 404 and the 404 page', async () => {
    for (const url of [...UNKNOWN, '/no-such-page?x=1']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain(NOT_FOUND_TEXT);
    }
  });

  it('answers the viewer of an unknown build with 404', async () => {
    for (const key of ['ZZZZZZZZZZ', '0b6f3c1e-5d2a-4f8e-9c7b-1a2b3c4d5e6f', 'not a key']) {
      const answer = await get(`/build-viewer/${encodeURIComponent(key)}`);
      expect(answer.statusCode, key).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('still answers known pages with 200', async () => {
    for (const url of [
      '/',
      '/about',
      '/About/',
      '/class/mentat',
      '/skill-trees',
      '/build-viewer',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).not.toContain(NOT_FOUND_TEXT);
    }
  });
});
