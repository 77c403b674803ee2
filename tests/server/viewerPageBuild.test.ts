import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageMatcher } from '../../server/pages/pageMatch';
import {
  saveBuildResponseSchema,
  savedBuildSchema,
  type SavedBuild,
} from '../../src/api/contract/savedBuilds';
import type { Build } from '../../src/skills/buildSchema';
import { visibleLine } from '../../src/skills/visibleText';
import {
  PAGE_DATA_ELEMENT_ID,
  scriptSafeJson,
  type PageData,
} from '../../src/api/contract/pageData';
import { pageDataReader } from '../../server/pages/pageData';
import type { GameManifest } from '../../src/skills/gameData';
import { readViewerRecord } from '../../src/viewer/viewerBuild';
import { currentVersion, gameIndex, sampleBuild } from './buildLinkFixtures';
import { databaseKinds, makeTempDir } from './helpers';
import { useAccountApp } from './support/accountApp';

// The server loads React Router's matcher with its first page; these call its parts directly.
beforeAll(loadPageMatcher);

/**
 * The build viewer's page carries the build's public answer (first screen on a phone): the same
 * JSON `GET /api/saved-builds/{key}` gives a visitor, in the page's data element
 * (src/api/contract/pageData.ts) that no hostile text can close, and nothing for builds a visitor
 * may not see. The client folder here has no server entry: the page is not rendered on the server,
 * and its data still comes with it.
 */

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta property="og:title" content="Arrakis Planner" />
    <title>Arrakis Planner</title>
  </head>
  <body><div id="root"></div>viewer-shell</body>
</html>`;

/** A title that tries every way out of a script element and a JS string. */
const HOSTILE_TITLE = `</script><script>alert(1)</script><!-- & \u2028\u2029 "x'`;

const ELEMENT_PATTERN = new RegExp(
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`,
  'g',
);

/** The page data elements (none or one), as they read back. */
function pageData(html: string): PageData[] {
  return [...html.matchAll(ELEMENT_PATTERN)].map((m) => JSON.parse(m[1] ?? 'null') as PageData);
}

/** The builds in the page's data elements (none or one), as they read back. */
function pageBuilds(html: string): unknown[] {
  return pageData(html)
    .map((data) => data.viewerBuild)
    .filter((build) => build !== undefined);
}

/** The build as the viewer opens a saved build's record itself, on the current game data. */
async function openedByViewer(saved: SavedBuild): Promise<Build> {
  return (await readViewerRecord(saved, () => Promise.resolve(gameIndex))).build;
}

describe("the page data's JSON", () => {
  it('reads back as the same value, with nothing that closes or comments out a script', () => {
    const value = { build_name: HOSTILE_TITLE, nested: ['<>&', '\u2028'] };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it("writes no player's quote as a quote: only the JSON's own, around keys and strings", () => {
    const value = { title: 'say "hi" \\', path: '\\"', quote: '"' };
    const text = scriptSafeJson(value);
    expect(text.match(/"/g)).toHaveLength(12);
    expect(text).toContain('\\u0022');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe.each(databaseKinds)("the viewer page's build (%s)", (kind) => {
  const t = useAccountApp(kind, () => {
    const client = makeTempDir('arrakis-viewer-client-');
    writeFileSync(join(client, 'index.html'), INDEX_HTML);
    return { CLIENT_DIR: client };
  });
  let players = 0;

  async function player(): Promise<string> {
    players += 1;
    const username = `Inliner${players}${kind.slice(0, 2)}`;
    return t.signUp(username, `${username.toLowerCase()}@sietch.test`);
  }

  async function save(cookie: string, build: Build): Promise<SavedBuild> {
    const response = await t.call('POST', '/api/saved-builds', {
      cookie,
      body: { build_name: build.buildTitle, data: build, build_guide: 'Guide </script> here' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return saveBuildResponseSchema.parse(response.json()).build;
  }

  const page = (url: string, cookie?: string): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });

  it("carries a Public build's visitor answer, by id and by url, escaped", async () => {
    const cookie = await player();
    const build = await save(cookie, {
      ...sampleBuild(),
      buildTitle: HOSTILE_TITLE,
      buildSharing: 'Public',
    });

    for (const key of [build.id, build.url, build.id.toUpperCase()]) {
      const response = await page(`/build-viewer/${key}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('viewer-shell');
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<!--');
      const [found, ...more] = pageBuilds(html);
      expect(more).toEqual([]);
      const inline = savedBuildSchema.parse(found);

      const api = await t.call('GET', `/api/saved-builds/${key}`);
      expect(api.statusCode).toBe(200);
      const answer = savedBuildSchema.parse(api.json());
      // The same answer a visitor's API call gets, but for the moment it was marked viewed.
      expect({ ...inline, last_viewed_at: null }).toEqual({ ...answer, last_viewed_at: null });
      // Stored as a title is: its line separators became spaces (visibleLine).
      expect(inline.build_name).toBe(visibleLine(HOSTILE_TITLE));
      expect(inline.build_guide).toBe('Guide </script> here');
      expect(inline.last_viewed_at).not.toBeNull();
    }
  });

  it('carries the build as the viewer would open it, on the data it would open it with', async () => {
    const cookie = await player();
    const build = await save(cookie, { ...sampleBuild(), buildSharing: 'Public' });
    const [data, ...more] = pageData((await page(`/build-viewer/${build.url}`)).body);
    expect(more).toEqual([]);
    const saved = savedBuildSchema.parse(data?.viewerBuild);
    expect(saved.game_version).toBe(currentVersion);
    expect(data?.viewerOpened).toEqual({
      gameVersion: currentVersion,
      build: await openedByViewer(saved),
    });
  });

  it('leaves Private builds, even for their owner, to the API call', async () => {
    const cookie = await player();
    const build = await save(cookie, { ...sampleBuild(), buildTitle: 'Hidden Inline' });
    expect(build.sharing).toBe('Private');
    for (const key of [build.id, build.url]) {
      for (const asker of [undefined, cookie]) {
        const html = (await page(`/build-viewer/${key}`, asker)).body;
        expect(html).toContain('viewer-shell');
        expect(pageBuilds(html)).toEqual([]);
        expect(html).not.toContain('Hidden Inline');
      }
    }
  });

  it('leaves a build moderation restricted out of the page', async () => {
    const cookie = await player();
    const build = await save(cookie, {
      ...sampleBuild(),
      buildTitle: 'Shit tier sniper',
      buildSharing: 'Public',
    });
    expect(build.sharing).toBe('Restricted');
    for (const asker of [undefined, cookie]) {
      const html = (await page(`/build-viewer/${build.url}`, asker)).body;
      expect(pageBuilds(html)).toEqual([]);
      expect(html).not.toContain('tier sniper');
    }
  });

  it('serves the plain page for unknown or malformed ids and for planner links', async () => {
    const cookie = await player();
    const build = await save(cookie, { ...sampleBuild(), buildSharing: 'Public' });
    for (const url of [
      '/build-viewer/00000000-0000-4000-8000-000000000000',
      '/build-viewer/AAAAAAAAAA',
      '/build-viewer/%3Cscript%3E',
      `/skill-trees?link=${build.url}`,
      '/skill-trees',
      '/',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(url.startsWith('/build-viewer/') ? 404 : 200);
      expect(response.body).toContain('viewer-shell');
      expect(pageBuilds(response.body), url).toEqual([]);
      expect(response.body, url).not.toContain('viewerBuild');
      expect(response.body, url).not.toContain('viewerOpened');
    }
  });
});

describe("the viewer page's opened build (server/pages/pageData.ts)", () => {
  /** A Public saved build's visitor answer, made with `gameVersion`. */
  function savedBuild(data: Build, gameVersion = currentVersion): SavedBuild {
    const time = '2026-11-24T10:00:00.000Z';
    return savedBuildSchema.parse({
      id: '0b6f3c1e-8a41-4f0e-9c5a-2d7e4b1a9f30',
      url: 'OpenedByMe',
      build_name: data.buildTitle,
      build_guide: data.buildGuide,
      username: 'Opener',
      likes: data.buildLikes,
      sharing: 'Public',
      data,
      game_version: gameVersion,
      created_at: time,
      updated_at: time,
      last_viewed_at: time,
    });
  }

  /** Two structures: the current version, one of the same structure and one of another. */
  const manifest: GameManifest = {
    current: currentVersion,
    versions: [
      { id: currentVersion, label: 'Now', structure: 'aaaaaaaa' },
      { id: 'same-shape', label: 'Before', structure: 'aaaaaaaa' },
      { id: 'old-shape', label: 'Long ago', structure: 'bbbbbbbb' },
    ],
  };

  /** What the viewer's page carries when the service opens `saved`. */
  function read(saved: SavedBuild): Promise<PageData> {
    return pageDataReader({
      news: { feed: () => Promise.resolve([]) },
      savedBuilds: { open: () => Promise.resolve(saved) },
      publicBuilds: { list: () => Promise.reject(new Error('not asked')) },
      game: { manifest, index: gameIndex },
    })('viewerBuild', `/build-viewer/${saved.url}`);
  }

  it("opens a build of the current data's structure on the current data", async () => {
    for (const version of [currentVersion, 'same-shape', 'unknown-here']) {
      const saved = savedBuild({ ...sampleBuild(), buildSharing: 'Public' }, version);
      const data = await read(saved);
      expect(data.viewerBuild).toEqual(saved);
      expect(data.viewerOpened, version).toEqual({
        gameVersion: currentVersion,
        build: await openedByViewer(saved),
      });
    }
  });

  it("lets the record's title, guide, listing and likes win, as the viewer does", async () => {
    const saved = savedBuild({ ...sampleBuild(), buildSharing: 'Public', buildLikes: 3 });
    const record = { ...saved, build_name: 'Renamed', build_guide: 'New guide', likes: 9 };
    const data = await read(record);
    expect(data.viewerOpened?.build).toMatchObject({
      buildTitle: 'Renamed',
      buildGuide: 'New guide',
      buildLikes: 9,
      buildSharing: 'Public',
    });
    expect(data.viewerOpened?.build).toEqual(await openedByViewer(record));
  });

  it('leaves a build of another structure, and one that does not open, to the browser', async () => {
    const old = savedBuild({ ...sampleBuild(), buildSharing: 'Public' }, 'old-shape');
    expect(await read(old)).toEqual({ viewerBuild: old });

    const sample = sampleBuild();
    // A skill the game data does not have: the engine refuses it, and the browser says why.
    const broken = savedBuild({
      ...sample,
      buildSharing: 'Public',
      characterBuild: [...sample.characterBuild, { skillId: 987654, level: 1 }],
    });
    expect(await read(broken)).toEqual({ viewerBuild: broken });
    await expect(readViewerRecord(broken, () => Promise.resolve(gameIndex))).rejects.toThrow();
  });
});
