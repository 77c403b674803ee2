import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { compareResponseSchema } from '../../src/api/contract/compare';
import { compareApiPath, comparePath } from '../../src/api/contract/comparePaths';
import { saveBuildResponseSchema, type SavedBuild } from '../../src/api/contract/savedBuilds';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { encodeShareCode } from '../../src/skills/shareCode';
import { maxedBuild } from '../domain/fixtures/builds';
import { gameIndex, sampleBuild } from './buildLinkFixtures';
import { databaseKinds } from './helpers';
import { useAccountApp } from './support/accountApp';
import { servedAnswersOf } from './support/servedAnswersBlock';
import { makeRenderedSite, metaValues } from './support/renderedSite';

/**
 * The compare page as the server sends it: rendered with the comparison (its heading in the HTML
 * before any script), the API's answer served with it, and the link preview's tags and image, for
 * what a visitor may compare; a Private build's name never reaches a page or a preview.
 */

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const mentatCode = () =>
  encodeShareCode(maxedBuild(gameIndex, { ...emptyBuild(), selectedClass: 'mentat' }), gameIndex);

describe.each(databaseKinds)('the compare page (%s)', (kind) => {
  const t = useAccountApp(kind, () => ({ CLIENT_DIR: makeRenderedSite('arrakis-compare-page-') }));
  let players = 0;

  async function save(build: Build): Promise<SavedBuild> {
    players += 1;
    const username = `Comparer${players}${kind.slice(0, 2)}`;
    const cookie = await t.signUp(username, `${username.toLowerCase()}@sietch.test`);
    const response = await t.call('POST', '/api/saved-builds', {
      cookie,
      body: { build_name: build.buildTitle, data: build, build_guide: '' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return saveBuildResponseSchema.parse(response.json()).build;
  }

  const page = (url: string): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('is rendered with the comparison, served with its answer, and tagged for previews', async () => {
    const saved = await save({
      ...sampleBuild(),
      buildTitle: 'Paged Sniper',
      buildSharing: 'Public',
    });
    const code = mentatCode();
    const response = await page(comparePath(saved.url, code));
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // The heading is in the HTML the server sent, before any script ran.
    const beforeScripts = html.split('<script')[0] ?? '';
    expect(beforeScripts).toMatch(/<h1[^>]*>Paged Sniper vs Mentat share code<\/h1>/);
    expect(beforeScripts).toContain('Respec cost');
    const served = servedAnswersOf(html);
    const api = await t.app.inject({ url: compareApiPath(saved.url, code) });
    expect(served[compareApiPath(saved.url, code)]).toEqual(
      compareResponseSchema.parse(api.json()),
    );

    expect(metaValues(html, 'og:title')).toEqual(['Paged Sniper vs Mentat share code']);
    const [image] = metaValues(html, 'og:image');
    const url = new URL((image ?? '').replace(/&amp;/g, '&'));
    expect(url.pathname).toBe(`/api/previews${comparePath(saved.url, code)}.png`);
    const png = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8)).toEqual(PNG_MAGIC);
  });

  it('keeps a Private build out of the page, its answers and its preview', async () => {
    const hidden = await save({ ...sampleBuild(), buildTitle: 'Paged Secret' });
    const code = mentatCode();
    const response = await page(comparePath(hidden.url, code));
    // A crawler reads the status: to a visitor, a Private side is not there.
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Paged Secret');
    expect(metaValues(response.body, 'og:title')).toEqual(['Arrakis Planner']);
    const png = await t.app.inject({ url: `/api/previews${comparePath(hidden.url, code)}.png` });
    expect(png.statusCode).toBe(404);
  });

  it('answers 404 for a side that names no build, and 200 for a code that does not decode', async () => {
    const code = mentatCode();
    for (const nothing of ['Zz9Zz9Zz9Z', 'no.such.thing']) {
      const missing = await page(comparePath(nothing, code));
      expect(missing.statusCode).toBe(404);
      expect(metaValues(missing.body, 'og:title')).toEqual(['Arrakis Planner']);
    }
    // A damaged code is there, just unreadable: the page says why, beside the API's 400.
    const damaged = `${code.slice(0, -4)}AAAA`;
    expect((await t.app.inject({ url: compareApiPath(code, damaged) })).statusCode).toBe(400);
    expect((await page(comparePath(code, damaged))).statusCode).toBe(200);
  });
});
