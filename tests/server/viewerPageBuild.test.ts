import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  openedSavedBuildSchema,
  saveBuildResponseSchema,
  savedBuildSchema,
  type SavedBuild,
} from '../../src/api/contract/savedBuilds';
import type { Build } from '../../src/skills/buildSchema';
import { sharedTrainerStatement } from '../../src/skills/trainerAccess';
import { visibleLine } from '../../src/skills/visibleText';
import {
  SERVED_ANSWERS_ELEMENT_ID,
  scriptSafeJson,
  type ServedAnswers,
} from '../../src/api/contract/servedAnswers';
import { openedSavedBuildPath, savedBuildPath } from '../../src/api/savedBuilds/savedBuildPaths';
import { readViewerRecord } from '../../src/viewer/viewerBuild';
import { currentVersion, gameIndex, sampleBuild } from './buildLinkFixtures';
import { databaseKinds, makeTempDir } from './helpers';
import { useAccountApp } from './support/accountApp';
import { writeServerEntry } from './support/servedAnswersBlock';

/**
 * The build viewer's page carries the build's public answers (first screen on a phone): the same
 * JSON `GET /api/saved-builds/{key}` and `GET /api/saved-builds/{key}/opened` give a visitor,
 * under those paths in the page's served answers (src/api/contract/servedAnswers.ts), which no
 * hostile text can close, and nothing for builds a visitor may not see. The client folder here
 * has no server entry: the page is not rendered on the server, and its answers still come with it.
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
  `<script type="application/json" id="${SERVED_ANSWERS_ELEMENT_ID}">([^<]*)</script>`,
  'g',
);

/** The served answers of the page's elements (none or one), as they read back. */
function servedAnswers(html: string): ServedAnswers[] {
  return [...html.matchAll(ELEMENT_PATTERN)].map(
    (m) => (JSON.parse(m[1] ?? 'null') as { fallback: ServedAnswers }).fallback,
  );
}

/** The saved builds' answers the page carries, whatever their keys, as they read back. */
function pageBuilds(html: string): unknown[] {
  return servedAnswers(html).flatMap((answers) =>
    Object.entries(answers)
      .filter(([key]) => key.startsWith('/api/saved-builds/'))
      .map(([, answer]) => answer),
  );
}

/** The build as the viewer opens a saved build's record itself, on the current game data. */
async function openedByViewer(saved: SavedBuild): Promise<Build> {
  return (await readViewerRecord(saved, () => Promise.resolve(gameIndex))).build;
}

describe("the served answers' JSON", () => {
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
    const client = join(makeTempDir('arrakis-viewer-site-'), 'client');
    mkdirSync(client);
    writeFileSync(join(client, 'index.html'), INDEX_HTML);
    writeServerEntry(client);
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

  it("carries a Public build's visitor answers, by id and by url, escaped", async () => {
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
      const [answers, ...more] = servedAnswers(html);
      expect(more).toEqual([]);
      expect(pageBuilds(html)).toHaveLength(2);
      const inline = savedBuildSchema.parse(answers?.[savedBuildPath(key)]);

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
    const [answers, ...more] = servedAnswers((await page(`/build-viewer/${build.url}`)).body);
    expect(more).toEqual([]);
    const saved = savedBuildSchema.parse(answers?.[savedBuildPath(build.url)]);
    expect(saved.game_version).toBe(currentVersion);
    const opened = await openedByViewer(saved);
    // With what the viewer tells of its trainer access, which the page shows before its trees.
    const trainer = sharedTrainerStatement(opened, gameIndex);
    expect(trainer.notice).toBe('unstated');
    expect(openedSavedBuildSchema.parse(answers?.[openedSavedBuildPath(build.url)])).toEqual({
      gameVersion: currentVersion,
      build: opened,
      trainer: { ...trainer, lacking: [...trainer.lacking] },
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
      expect(response.body, url).not.toContain('/api/saved-builds/');
    }
  });
});
