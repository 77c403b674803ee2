import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildLinkCreatedSchema } from '../../src/api/contract';
import { saveBuildResponseSchema, type SavedBuild } from '../../src/api/contract/savedBuilds';
import type { Build } from '../../src/skills/buildSchema';
import { skillPointsSpentByClass } from '../../src/skills/costs';
import { PLANNER_GATE_ELEMENT } from '../../server/http/plannerGate';
import { PREVIEW_CACHE, VERSIONED_PREVIEW_CACHE } from '../../server/previews/previewRoutes';
import { gameIndex, sampleBuild } from './buildLinkFixtures';
import { databaseKinds, makeTempDir, useTestApp } from './helpers';
import { metaValues } from './support/renderedSite';
import { useAccountApp } from './support/accountApp';
import { clearOfMinuteEnd } from './support/minuteWindow';

/**
 * Link previews: the build viewer's and the planner's pages carry a build's Open Graph and Twitter
 * tags, escaped, for exactly the builds those pages show anyone; the image they name is a 1200×630
 * PNG, cached by content and redrawn when the build changes.
 */

/** index.html as the built client has it: the site's own preview tags, spread over lines. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Explore the trees."
    />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="Arrakis Planner" />
    <meta property="og:title" content="Arrakis Planner" />
    <title>Arrakis Planner</title>
  </head>
  <body><div id="root"></div>preview-shell</body>
</html>`;

const HOSTILE_TITLE = `Sniper "Dune" <b>&</b> 'night'`;
const ESCAPED_TITLE = 'Sniper &quot;Dune&quot; &lt;b&gt;&amp;&lt;/b&gt; &#39;night&#39;';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Undoes the escaping of an attribute value, as a crawler reads it. */
function unescape(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The page without the viewer's inline build element, whose JSON has its own escaping. */
function withoutPageBuild(html: string): string {
  return html.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/g, '');
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The origin without PUBLIC_ORIGIN on a loopback HOST: localhost and the default PORT. */
const SITE_ORIGIN = 'http://localhost:3000';

const trooperSp = skillPointsSpentByClass(gameIndex, sampleBuild().characterBuild).trooper;

describe.each(databaseKinds)('link previews (%s)', (kind) => {
  const t = useAccountApp(kind, () => {
    const client = makeTempDir('arrakis-preview-client-');
    writeFileSync(join(client, 'index.html'), INDEX_HTML);
    return { CLIENT_DIR: client };
  });
  let players = 0;

  async function player(): Promise<{ username: string; cookie: string }> {
    players += 1;
    const username = `Previewer${players}${kind.slice(0, 2)}`;
    return { username, cookie: await t.signUp(username, `${username.toLowerCase()}@sietch.test`) };
  }

  async function save(
    cookie: string,
    build: Build,
    method: 'POST' | 'PUT' = 'POST',
  ): Promise<SavedBuild> {
    const response = await t.call(method, '/api/saved-builds', {
      cookie,
      body: { build_name: build.buildTitle, data: build, build_guide: '' },
    });
    expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
    return saveBuildResponseSchema.parse(response.json()).build;
  }

  /** A page as a crawler asks for it: no cookie, and an Accept header that is not HTML. */
  // A forged Host header: absolute URLs come from the configuration, never from it.
  const crawl = async (url: string): Promise<LightMyRequestResponse> => {
    const answer = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: '*/*', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(answer.body).not.toContain('evil.example');
    return answer;
  };

  function imagePath(html: string): string {
    const [image] = metaValues(html, 'og:image');
    expect(image).toBeDefined();
    const url = new URL(unescape(image ?? ''));
    return `${url.pathname}${url.search}`;
  }

  it("tags a Public saved build's viewer page, escaped, by id and by url", async () => {
    const author = await player();
    const build = await save(author.cookie, {
      ...sampleBuild(),
      buildTitle: HOSTILE_TITLE,
      buildDescription: 'Long range <damage> for the "Hagga Basin".',
      buildSharing: 'Public',
    });

    for (const key of [build.id, build.url]) {
      const page = await crawl(`/build-viewer/${key}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const html = page.body;
      expect(html).toContain('preview-shell');
      // The site's own tags are replaced, not doubled: crawlers read the first one.
      expect(metaValues(html, 'og:title')).toEqual([`${ESCAPED_TITLE} by ${author.username}`]);
      expect(metaValues(html, 'og:site_name')).toEqual(['Arrakis Planner']);
      expect(metaValues(html, 'description')).toHaveLength(1);
      expect(html).not.toContain('<b>');
      // The viewer's build JSON (tests/server/viewerPageBuild.test.ts) quotes as JSON does.
      expect(withoutPageBuild(html)).not.toContain('"Hagga');

      const description = unescape(metaValues(html, 'og:description')[0] ?? '');
      expect(description).toBe(
        `Trooper ${trooperSp} SP — by ${author.username}. Long range <damage> for the "Hagga Basin".`,
      );
      expect(metaValues(html, 'twitter:card')).toEqual(['summary_large_image']);
      expect(metaValues(html, 'twitter:title')).toEqual(metaValues(html, 'og:title'));
      expect(metaValues(html, 'twitter:description')).toEqual(metaValues(html, 'og:description'));
      expect(metaValues(html, 'twitter:image')).toEqual(metaValues(html, 'og:image'));
      expect(metaValues(html, 'og:image:width')).toEqual(['1200']);
      expect(metaValues(html, 'og:image:height')).toEqual(['630']);
      expect(metaValues(html, 'og:url')).toEqual([`${SITE_ORIGIN}/build-viewer/${key}`]);
    }
  });

  it('serves the preview as a 1200×630 PNG, then from cache by its ETag', async () => {
    const author = await player();
    const build = await save(author.cookie, {
      ...sampleBuild(),
      buildTitle: 'Deep Desert Sniper',
      buildSharing: 'Public',
    });
    const path = imagePath((await crawl(`/build-viewer/${build.id}`)).body);

    const first = await crawl(path);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe(VERSIONED_PREVIEW_CACHE);
    const png = first.rawPayload;
    expect(png.subarray(0, 8)).toEqual(PNG_MAGIC);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });

    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // Without the hash (an old link): the same image, cached for a short while only.
    const unversioned = await crawl(path.split('?')[0] ?? '');
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.headers.etag).toBe(etag);
    expect(unversioned.headers['cache-control']).toBe(PREVIEW_CACHE);
    expect(unversioned.rawPayload.equals(png)).toBe(true);
  });

  it('names a new image when the build changes', async () => {
    const author = await player();
    const build: Build = { ...sampleBuild(), buildTitle: 'Changing Winds', buildSharing: 'Public' };
    const saved = await save(author.cookie, build);
    const before = imagePath((await crawl(`/build-viewer/${saved.id}`)).body);
    // Another class's trees drawn: the same build key, another picture.
    await save(author.cookie, { ...build, selectedClass: 'mentat' }, 'PUT');
    const afterHtml = (await crawl(`/build-viewer/${saved.id}`)).body;
    const after = imagePath(afterHtml);
    expect(after).not.toBe(before);
    expect(after.split('?')[0]).toBe(before.split('?')[0]);
    const image = await crawl(after);
    expect(image.statusCode).toBe(200);
    expect(image.headers.etag).toBe(`"${new URL(after, 'http://x').searchParams.get('v')}"`);
    // The old URL now shows the build as it is, for a short while only.
    const old = await crawl(before);
    expect(old.headers.etag).toBe(image.headers.etag);
    expect(old.headers['cache-control']).toBe(PREVIEW_CACHE);
  });

  it('tags a share link without an author', async () => {
    const created = await t.call('POST', '/api/build-link', {
      body: { data: { ...sampleBuild(), buildTitle: 'Linked <Sniper>' }, build_guide: '' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { url } = buildLinkCreatedSchema.parse(created.json());

    const html = (await crawl(`/skill-trees?link=${url}`)).body;
    expect(metaValues(html, 'og:title')).toEqual(['Linked &lt;Sniper&gt;']);
    expect(unescape(metaValues(html, 'og:description')[0] ?? '')).toMatch(
      new RegExp(`^Trooper ${trooperSp} SP\\. `),
    );
    expect(metaValues(html, 'og:url')).toEqual([`${SITE_ORIGIN}/skill-trees?link=${url}`]);
    const image = await crawl(imagePath(html));
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(0, 8)).toEqual(PNG_MAGIC);
  });

  it('gives a Private build no preview anywhere, not even its url in the planner', async () => {
    const author = await player();
    const build = await save(author.cookie, { ...sampleBuild(), buildTitle: 'Hidden Sietch' });
    expect(build.sharing).toBe('Private');

    const pages = [
      ...[build.id, build.url].map((key) => `/build-viewer/${key}`),
      `/skill-trees?link=${build.url}`,
    ];
    for (const url of pages) {
      const html = (await crawl(url)).body;
      expect(html, url).toContain('preview-shell');
      expect(metaValues(html, 'og:title'), url).toEqual(['Arrakis Planner']);
      expect(metaValues(html, 'og:image'), url).toEqual([]);
      expect(html, url).not.toContain('Hidden Sietch');
    }
    for (const image of [
      `/api/previews/viewer/${build.id}.png`,
      `/api/previews/viewer/${build.url}.png`,
      `/api/previews/link/${build.url}.png`,
    ]) {
      expect((await crawl(image)).statusCode, image).toBe(404);
      // Its owner's session changes nothing: a preview is for builds anyone may open.
      const own = await t.app.inject({
        method: 'GET',
        url: image,
        headers: { cookie: author.cookie },
      });
      expect(own.statusCode, image).toBe(404);
    }
  });

  it('takes a build’s preview away when it goes Private', async () => {
    const author = await player();
    const build: Build = { ...sampleBuild(), buildTitle: 'Once Open', buildSharing: 'Public' };
    const saved = await save(author.cookie, build);
    const linked = (await crawl(`/skill-trees?link=${saved.url}`)).body;
    expect(metaValues(linked, 'og:title')).toEqual([`Once Open by ${author.username}`]);
    const image = imagePath(linked);
    expect((await crawl(image)).statusCode).toBe(200);

    await save(author.cookie, { ...build, buildSharing: 'Private' }, 'PUT');
    for (const url of [`/skill-trees?link=${saved.url}`, `/build-viewer/${saved.url}`]) {
      const html = (await crawl(url)).body;
      expect(metaValues(html, 'og:title'), url).toEqual(['Arrakis Planner']);
      expect(html, url).not.toContain('Once Open');
    }
    expect((await crawl(image)).statusCode).toBe(404);
    expect((await crawl(`/api/previews/viewer/${saved.id}.png`)).statusCode).toBe(404);
  });

  it('serves the plain page for unknown or malformed ids', async () => {
    // An unknown build's viewer answers 404 with its page; the planner opens whatever it can.
    for (const [url, status] of [
      ['/build-viewer/00000000-0000-4000-8000-000000000000', 404],
      ['/build-viewer/AAAAAAAAAA', 404],
      ['/build-viewer/%3Cscript%3E', 404],
      ['/skill-trees?link=AAAAAAAAAA', 200],
      ['/skill-trees?link=%22%3E%3Cscript%3E', 200],
      ['/skill-trees', 200],
    ] as const) {
      const page = await crawl(url);
      expect(page.statusCode, url).toBe(status);
      expect(page.body).toContain('preview-shell');
      expect(metaValues(page.body, 'og:title'), url).toEqual(['Arrakis Planner']);
      // No script but the planner's own gate, exactly as the server writes it.
      expect(page.body.replace(PLANNER_GATE_ELEMENT, '')).not.toContain('<script>');
    }
    expect((await crawl('/api/previews/link/AAAAAAAAAA.png')).statusCode).toBe(404);
    expect((await crawl('/api/previews/viewer/nope.gif')).statusCode).toBe(400);
    expect((await crawl('/api/previews/elsewhere/AAAAAAAAAA.png')).statusCode).toBe(400);
  });
});

describe('link preview rate limit', () => {
  const suite = useTestApp('sqlite', () => {
    const client = makeTempDir('arrakis-preview-client-');
    writeFileSync(join(client, 'index.html'), INDEX_HTML);
    return {
      CLIENT_DIR: client,
      PREVIEW_RATE_LIMIT_PER_MINUTE: '3',
      LINK_RATE_LIMIT_PER_MINUTE: '0',
    };
  });

  it('limits the images per address, never the pages', async () => {
    const created = await suite.app.inject({
      method: 'POST',
      url: '/api/build-link',
      remoteAddress: '10.77.0.1',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'arrakis' },
      payload: JSON.stringify({ data: sampleBuild(), build_guide: '' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { url } = buildLinkCreatedSchema.parse(created.json());
    const get = (path: string) =>
      suite.app.inject({ method: 'GET', url: path, remoteAddress: '10.77.0.2' });

    const pages = await Promise.all(
      Array.from({ length: 5 }, () => get(`/skill-trees?link=${url}`)),
    );
    expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const images: number[] = [];
    // Drawing the images is slow on a loaded machine: all four must fall in one window.
    await clearOfMinuteEnd();
    for (let i = 0; i < 4; i++)
      images.push((await get(`/api/previews/link/${url}.png`)).statusCode);
    expect(images).toEqual([200, 200, 200, 429]);
  }, 60_000);
});
