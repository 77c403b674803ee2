import type { FastifyInstance } from 'fastify';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageMatcher } from '../../server/pages/pageMatch';
import {
  modulePreloadLinks,
  pageModules,
  pagePreloads,
  stylesheetLinks,
} from '../../server/pages/pageHtml';
import { PLANNER_GATE_ELEMENT } from '../../server/http/plannerGate';
import { ENTRY_PRELOADS_ELEMENT_ID } from '../../src/api/contract/entryPreloads';
import { pageModuleOf } from '../../src/app/pageModules';
import { PAGE_ROUTES } from '../../src/app/routes';
import { type BotCheckConfig, botCheckConfigSchema } from '../../src/api/contract/botCheck';
import { siteConfigSchema } from '../../src/api/contract/siteConfig';
import { databaseKinds, makeTempDir, repoRoot, useTestApp } from './helpers';
import { servedAnswersOf, writeServerEntry } from './support/servedAnswersBlock';
import {
  type PublicBuildsResponse,
  publicBuildsResponseSchema,
} from '../../src/api/contract/publicBuildCards';

// The server loads React Router's matcher with its first page; these call its parts directly.
beforeAll(loadPageMatcher);

const HTML = { accept: 'text/html' };
const CURRENT = (
  JSON.parse(readFileSync(join(repoRoot, 'data/game/manifest.json'), 'utf8')) as {
    current: string;
  }
).current;

/**
 * A built client shaped like Vite's output: index.html, the manifest and the chunks it names,
 * with a server entry beside it that names the real pages' data keys and renders nothing.
 */
function makeBuiltClient(): string {
  const dir = join(makeTempDir('arrakis-built-site-'), 'client');
  mkdirSync(dir);
  writeServerEntry(dir);
  const manifest = {
    'index.html': { file: 'assets/index-E1.js', imports: ['_runtime-R1.js'], isEntry: true },
    '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
    '_shared-S1.js': { file: 'assets/shared-S1.js', imports: ['_runtime-R1.js'] },
    'src/site/home/HomePage.tsx': { file: 'assets/HomePage-H1.js', imports: ['index.html'] },
    'src/planner/PlannerPage.tsx': {
      file: 'assets/PlannerPage-P1.js',
      imports: ['index.html', '_shared-S1.js'],
    },
    [`data/game/${CURRENT}/classes.json`]: { file: 'assets/classes-C1.js' },
    [`data/game/${CURRENT}/trees.json`]: { file: 'assets/trees-T1.js' },
    [`data/game/${CURRENT}/skills.json`]: { file: 'assets/skills-K1.js' },
    'data/game/launch/skills.json': { file: 'assets/skills-OLD.js' },
    'src/graph/index.ts': { file: 'assets/graph-G1.js', imports: ['index.html', '_shared-S1.js'] },
    'src/viewer/BuildViewerPage.tsx': {
      file: 'assets/BuildViewerPage-V1.js',
      imports: ['index.html', '_shared-S1.js'],
    },
    'src/community/CommunityBuildsPage.tsx': {
      file: 'assets/CommunityBuildsPage-L1.js',
      imports: ['index.html'],
    },
  };
  mkdirSync(join(dir, '.vite'), { recursive: true });
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-E1.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-R1.js"></head><body><div id="root"></div>built-index</body></html>',
  );
  return dir;
}

/** The announced files in order; those fetched at low priority are marked `(low)`. */
function preloads(html: string): string[] {
  return [
    ...html.matchAll(
      /<link rel="modulepreload" crossorigin( fetchpriority="low")? href="([^"]+)">/g,
    ),
  ].map((m) => `${m[2] ?? ''}${m[1] ? ' (low)' : ''}`);
}

describe('pageModules', () => {
  it('names only modules that exist in the source tree', () => {
    for (const page of PAGE_ROUTES) {
      for (const module of [pageModuleOf(page), ...(page.alsoNeeds?.(CURRENT) ?? [])]) {
        expect(existsSync(join(repoRoot, module)), `${page.path}: ${module}`).toBe(true);
      }
    }
  });

  it("is made from the client router's own table, with no route written by hand beside it", () => {
    const router = readFileSync(join(repoRoot, 'src/app/router.tsx'), 'utf8');
    expect(router).toMatch(/PAGE_ROUTES\.map\(/);
    expect(router).not.toMatch(/path="/);
    expect(PAGE_ROUTES.at(-1)?.path).toBe('*');
    expect(new Set(PAGE_ROUTES.map((page) => page.path)).size).toBe(PAGE_ROUTES.length);
  });

  it("names only site paths as a page's data keys, and only for pages the server renders", async () => {
    const withKeys: string[] = [];
    for (const page of PAGE_ROUTES) {
      const { dataKeys } = await page.page();
      // The row's own params, as the router gives them.
      const params: Record<string, string> = Object.fromEntries(
        [...page.path.matchAll(/:(\w+)/g)].map((match) => [match[1] ?? '', 'AAAAAAAAAA']),
      );
      const keys = dataKeys?.(params, new URLSearchParams('q=x')) ?? [];
      expect(Array.isArray(keys), page.path).toBe(true);
      if (keys.length === 0) continue;
      withKeys.push(page.path);
      // Served answers are rendered with: a page the browser renders alone has no use for them.
      expect(page.ssr, page.path).toBe('full');
      for (const key of keys) expect(key, page.path).toMatch(/^\/(?!\/)/);
    }
    expect(withKeys.sort()).toEqual([
      '/',
      '/build-viewer/:buildId',
      '/class/:slug',
      '/classes',
      '/collection/:id',
      '/community-builds',
      '/compare/:a/:b',
      '/news',
    ]);
  });

  it('hints the account pages, and the 404 page for unknown paths', () => {
    expect(pageModules('/login', CURRENT)).toEqual(['src/account/login/LoginPage.tsx']);
    expect(pageModules('/My-Builds/', CURRENT)).toEqual(['src/account/myBuilds/MyBuildsPage.tsx']);
    expect(pageModules('/account/extra', CURRENT)).toEqual(['src/site/notFound/NotFoundPage.tsx']);
  });

  it('matches paths as the router does', () => {
    expect(pageModules('/', CURRENT)).toEqual(['src/site/home/HomePage.tsx']);
    expect(pageModules('/Class/Swordmaster/', CURRENT)).toEqual([
      'src/site/classes/ClassDetailPage.tsx',
    ]);
    expect(pageModules('/SKILL-TREES/', CURRENT)).toEqual(pageModules('/skill-trees', CURRENT));
    expect(pageModules('/class', CURRENT)).toEqual(['src/site/notFound/NotFoundPage.tsx']);
    expect(pageModules('/class/a/b', CURRENT)).toEqual(['src/site/notFound/NotFoundPage.tsx']);
  });

  it("names the planner's modules for its entry to add, as its first screen is its HTML", () => {
    // What it loads once it runs, which bench/bundle.ts counts as its first screen.
    expect(pagePreloads('/skill-trees', '1.5.3.6')).toEqual({
      page: ['src/planner/PlannerPage.tsx'],
      later: [
        'data/game/1.5.3.6/classes.json',
        'data/game/1.5.3.6/trees.json',
        'data/game/1.5.3.6/skills.json',
        'data/game/1.5.3.6/progression.json',
        'src/graph/index.ts',
      ],
      byEntry: true,
      withoutEntryLinks: false,
    });
    // Every other page announces its own in its HTML.
    expect(PAGE_ROUTES.filter((page) => page.announced).map((page) => page.path)).toEqual([
      '/skill-trees',
    ]);
    expect(pagePreloads('/', '1.5').byEntry).toBe(false);
  });

  it("leaves the entry's links out only where the server renders the first screen", () => {
    const without = PAGE_ROUTES.filter(
      (page) =>
        pagePreloads(page.path.replace(/:\w+/, 'x').replace('*', '/no-such-page'), '1.5')
          .withoutEntryLinks,
    ).map((page) => page.path);
    expect(without).toEqual(
      PAGE_ROUTES.filter((page) => page.ssr === 'full' && page.path !== '/skill-trees').map(
        (page) => page.path,
      ),
    );
    expect(without).toContain('/build-viewer/:buildId');
    expect(pagePreloads('/login', '1.5').withoutEntryLinks).toBe(false);
  });

  it("gives the viewer, with or without a build's id, its own chunk only (measured: more hurt)", () => {
    expect(pageModules('/build-viewer/AbC123xY', '1.5')).toEqual([
      'src/viewer/BuildViewerPage.tsx',
    ]);
    expect(pageModules('/Build-Viewer/', '1.5')).toEqual(['src/viewer/BuildViewerPage.tsx']);
    expect(pageModules('/build-viewer/a/b', '1.5')).toEqual(['src/site/notFound/NotFoundPage.tsx']);
  });

  it('gives the community list and author pages their own chunk only: their data is an API call', () => {
    expect(pageModules('/community-builds', CURRENT)).toEqual([
      'src/community/CommunityBuildsPage.tsx',
    ]);
    expect(pageModules('/user/Stilgar', CURRENT)).toEqual(['src/community/author/AuthorPage.tsx']);
  });

  it('links each file once, leaving out what the entry already loads', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_a.js'] },
      '_a.js': { file: 'assets/a.js' },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'] },
      'x.tsx': { file: 'assets/x.js', imports: ['index.html', '_b.js'] },
      'y.tsx': { file: 'assets/y.js', imports: ['_b.js'] },
    };
    expect(preloads(modulePreloadLinks(manifest, ['x.tsx', 'y.tsx', 'missing.tsx']))).toEqual([
      '/assets/x.js',
      '/assets/b.js',
      '/assets/y.js',
    ]);
    expect(modulePreloadLinks(manifest, [])).toBe('');
  });

  it("links the stylesheets a page's chunks bring, once each, but the entry's", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_a.js'], css: ['assets/index.css'] },
      '_a.js': { file: 'assets/a.js', css: ['assets/a.css'] },
      '_trees.js': { file: 'assets/trees.js', imports: ['_a.js'], css: ['assets/trees.css'] },
      'x.tsx': { file: 'assets/x.js', imports: ['index.html', '_trees.js'] },
      'y.tsx': { file: 'assets/y.js', imports: ['_trees.js'] },
      'z.tsx': { file: 'assets/z.js', imports: ['_a.js'] },
    };
    expect(stylesheetLinks(manifest, ['x.tsx', 'y.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/trees.css">',
    );
    expect(stylesheetLinks(manifest, ['z.tsx', 'missing.tsx'])).toBe('');
  });

  it('announces the later modules at low priority, each file once', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_a.js'] },
      '_a.js': { file: 'assets/a.js' },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'] },
      'x.tsx': { file: 'assets/x.js', imports: ['index.html', '_b.js'] },
      'data.json': { file: 'assets/data.js' },
      'graph.ts': { file: 'assets/graph.js', imports: ['_b.js'] },
    };
    expect(preloads(modulePreloadLinks(manifest, ['x.tsx'], ['data.json', 'graph.ts']))).toEqual([
      '/assets/x.js',
      '/assets/b.js',
      '/assets/data.js (low)',
      '/assets/graph.js (low)',
    ]);
  });
});

describe.each(databaseKinds)('page HTML with preload hints on %s', (kind) => {
  // The example builds give the viewer a real build to show.
  const suite = useTestApp(kind, () => ({ CLIENT_DIR: makeBuiltClient(), SEED_EXAMPLES: 'true' }));

  it("announces none of the planner's code, names it for the entry, and carries its gate", async () => {
    const res = await suite.app.inject({ url: '/skill-trees?link=abc', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('built-index');
    // Its links sit in a template, whose content the browser's preload scanner skips; the entry
    // adds them once it runs (src/app/entryPreloads.ts).
    const template = new RegExp(
      `<template id="${ENTRY_PRELOADS_ELEMENT_ID}">((?:<link [^>]+>)+)</template>`,
    ).exec(res.body);
    expect(preloads(template?.[1] ?? '')).toEqual([
      '/assets/PlannerPage-P1.js',
      '/assets/shared-S1.js',
      '/assets/classes-C1.js (low)',
      '/assets/trees-T1.js (low)',
      '/assets/skills-K1.js (low)',
      '/assets/graph-G1.js (low)',
    ]);
    // Outside it, only the entry's own link (index.html's): its code is what the page waits for.
    expect(preloads(res.body.replace(template?.[0] ?? '', ''))).toEqual(['/assets/runtime-R1.js']);
    // After the page itself, so the parser reaches the first screen first.
    expect(res.body.indexOf(template?.[0] ?? '')).toBeGreaterThan(res.body.indexOf('built-index'));
    expect(res.body.indexOf(template?.[0] ?? '')).toBeLessThan(res.body.indexOf('</body>'));
    // The gate runs as the head is read, before the body paints.
    const gate = res.body.indexOf(PLANNER_GATE_ELEMENT);
    expect(gate).toBeGreaterThan(0);
    expect(gate).toBeLessThan(res.body.indexOf('</head>'));
    // No other page carries it.
    const home = await suite.app.inject({ url: '/', headers: HTML });
    expect(home.body).not.toContain(PLANNER_GATE_ELEMENT);
  });

  it("leaves the entry's own links out of pages whose first screen is the server's HTML", async () => {
    const entryLink = '/assets/runtime-R1.js';
    for (const url of ['/', '/news', '/community-builds', '/build-viewer/NoSuchBuild', '/about']) {
      const res = await suite.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(url.includes('NoSuch') ? 404 : 200);
      expect(preloads(res.body), url).not.toContain(entryLink);
      // The entry itself still loads, and fetches its chunks once it arrives.
      expect(res.body, url).toContain('src="/assets/index-E1.js"');
    }
    // A page the browser renders itself waits for the entry's code to paint: it keeps them.
    for (const url of ['/login', '/my-builds']) {
      const res = await suite.app.inject({ url, headers: HTML });
      expect(preloads(res.body), url).toContain(entryLink);
    }
  });

  it("announces a viewed build's page chunk beside its link preview tags", async () => {
    const list = await suite.app.inject({ url: '/api/public-builds?limit=1' });
    const url = publicBuildsResponseSchema.parse(list.json()).data[0]?.url ?? '';
    expect(url).not.toBe('');
    const res = await suite.app.inject({ url: `/build-viewer/${url}`, headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<meta\s+property="og:title"/);
    expect(preloads(res.body)).toEqual(['/assets/BuildViewerPage-V1.js', '/assets/shared-S1.js']);
    expect(res.body.lastIndexOf('modulepreload')).toBeLessThan(res.body.indexOf('</head>'));
    // An unknown id still gets the page (it says 'Build not found') with the same hints, as 404.
    const missing = await suite.app.inject({ url: '/build-viewer/NoSuchBuild', headers: HTML });
    expect(missing.statusCode).toBe(404);
    expect(preloads(missing.body)).toEqual(preloads(res.body));
  });

  it('announces the community list chunk alone', async () => {
    const res = await suite.app.inject({ url: '/community-builds?sortBy=likes', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual(['/assets/CommunityBuildsPage-L1.js']);
  });

  it("carries the community list's first page for the address's filters, as the API answers it", async () => {
    const plain = { sortBy: 'likes', sortOrder: 'desc', sharing: 'Public' };
    const cases: { address: string; query: Record<string, string> }[] = [
      { address: '/community-builds', query: plain },
      {
        address: '/community-builds?mainTag=PvE+Combat+Build&newest=1',
        query: {
          sortBy: 'updated_at',
          sortOrder: 'desc',
          sharing: 'Public',
          mainTag: 'PvE Combat Build',
        },
      },
      // Values the list does not know read as not set, in the browser as here (communityFilters):
      // the browser asks for the plain list, so that is the page it carries.
      { address: '/community-builds?mainTag=Wormrider&class=sardaukar&typeTag=', query: plain },
    ];
    const pages: PublicBuildsResponse[] = [];
    for (const { address, query } of cases) {
      const res = await suite.app.inject({ url: address, headers: HTML });
      expect(res.statusCode, address).toBe(200);
      const key = `/api/public-builds?${new URLSearchParams({ page: '1', limit: '12', ...query }).toString()}`;
      const api = await suite.app.inject({ url: key });
      expect(api.statusCode, address).toBe(200);
      const answer = publicBuildsResponseSchema.parse(api.json());
      expect(answer.data.length, address).toBeGreaterThan(0);
      const served = servedAnswersOf(res.body);
      expect(
        Object.keys(served).filter((k) => k.startsWith('/api/public-builds')),
        address,
      ).toEqual([key]);
      expect(served[key], address).toEqual(answer);
      pages.push(answer);
    }
    // The filter narrows the list: the filtered page is not the plain one.
    const [plainPage, filteredPage] = pages.map((page) => page.data);
    expect(filteredPage?.length).toBeLessThan(plainPage?.length ?? 0);
    for (const card of filteredPage ?? []) expect(card.tags).toContain('PvE Combat Build');
  });

  it('serves / through the same path, with the home chunk announced', async () => {
    const res = await suite.app.inject({ url: '/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual(['/assets/HomePage-H1.js']);
  });

  it("carries Home's most liked and newest builds and the news feed, as the API answers them", async () => {
    const res = await suite.app.inject({ url: '/', headers: HTML });
    const served = servedAnswersOf(res.body);
    for (const sortBy of ['likes', 'updated_at'] as const) {
      const query = { page: '1', limit: '3', sortBy, sortOrder: 'desc', sharing: 'Public' };
      const key = `/api/public-builds?${new URLSearchParams(query).toString()}`;
      const api = await suite.app.inject({ url: key });
      const answer = publicBuildsResponseSchema.parse(api.json());
      expect(answer.data, sortBy).toHaveLength(3);
      expect(served[key], sortBy).toEqual(answer);
    }
    expect(Object.keys(served).filter((k) => k.startsWith('/api/public-builds'))).toHaveLength(2);
    expect(served['/news.json']).toEqual((await suite.app.inject({ url: '/news.json' })).json());
  });

  it('leaves index.html as it is for a page whose chunk the manifest lacks', async () => {
    const res = await suite.app.inject({ url: '/about', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual([]);
    expect(res.body).toContain('built-index');
  });

  it('compresses the page for browsers that accept it and answers revalidation with 304', async () => {
    const plain = await suite.app.inject({ url: '/skill-trees', headers: HTML });
    const br = await suite.app.inject({
      url: '/skill-trees',
      headers: { ...HTML, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await suite.app.inject({
      url: '/skill-trees',
      headers: { ...HTML, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await suite.app.inject({
      url: '/skill-trees',
      headers: { ...HTML, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

/** Pages of every kind: plain, the planner with a code, with page data, a viewer, a 404. */
const SERVED_PAGES = ['/', '/skill-trees?code=x', '/news', '/build-viewer/AAAAAAAAAA', '/nowhere'];
/** Of those, the addresses with nothing there: the page with status 404. */
const NOT_THERE = new Set(['/build-viewer/AAAAAAAAAA', '/nowhere']);

describe.each(databaseKinds)("the site's config in every page's HTML on %s", (kind) => {
  const ANALYTICS = 'https://stats.arrakis.example/js/script.js';
  const suite = useTestApp(kind, () => ({
    CLIENT_DIR: makeBuiltClient(),
    ANALYTICS_SCRIPT_URL: ANALYTICS,
    ANALYTICS_SITE_ID: 'arrakis.example',
  }));

  it('carries what GET /api/site-config answers, once, in a data block the browser never runs', async () => {
    const api = await suite.app.inject({ url: '/api/site-config' });
    const answer = siteConfigSchema.parse(api.json());
    expect(answer).toEqual({
      analytics: { scriptUrl: ANALYTICS, siteId: 'arrakis.example' },
      ads: null,
    });
    for (const url of SERVED_PAGES) {
      const res = await suite.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(NOT_THERE.has(url) ? 404 : 200);
      expect(servedAnswersOf(res.body)['/api/site-config'], url).toEqual(answer);
    }
  });
});

describe.each(databaseKinds)("the bot-check's config in every page's HTML on %s", (kind) => {
  /** Every page carries, once, what `GET /api/bot-check` answers. */
  async function expectServedAsAnswered(app: FastifyInstance, expected: BotCheckConfig) {
    const api = await app.inject({ url: '/api/bot-check' });
    const answer = botCheckConfigSchema.parse(api.json());
    expect(answer).toEqual(expected);
    for (const url of SERVED_PAGES) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(NOT_THERE.has(url) ? 404 : 200);
      expect(servedAnswersOf(res.body)['/api/bot-check'], url).toEqual(answer);
    }
  }

  describe('with ALTCHA, the default', () => {
    const suite = useTestApp(kind, () => ({ CLIENT_DIR: makeBuiltClient() }));

    it('carries the challenge address GET /api/bot-check answers', async () => {
      await expectServedAsAnswered(suite.app, {
        provider: 'altcha',
        challengeUrl: '/api/bot-check/challenge',
      });
    });
  });

  describe('with reCAPTCHA configured', () => {
    const suite = useTestApp(kind, () => ({
      CLIENT_DIR: makeBuiltClient(),
      RECAPTCHA_SITE_KEY: 'site-key-for-pages',
      RECAPTCHA_SECRET: 'never-in-a-page',
    }));

    it('carries the site key, and never the secret', async () => {
      await expectServedAsAnswered(suite.app, {
        provider: 'recaptcha',
        siteKey: 'site-key-for-pages',
      });
      const res = await suite.app.inject({ url: '/', headers: HTML });
      expect(res.body).not.toContain('never-in-a-page');
    });
  });
});

describe.each(databaseKinds)("a page's answers, asked of the API in-process, on %s", (kind) => {
  const suite = useTestApp(kind, () => ({
    CLIENT_DIR: makeBuiltClient(),
    RATE_LIMIT_PER_MINUTE: '3',
    SEARCH_RATE_LIMIT_PER_MINUTE: '2',
    PAGE_RATE_LIMIT_PER_MINUTE: '0',
  }));

  it('carries the news feed exactly as GET /news.json answers it', async () => {
    const feed: unknown = (await suite.app.inject({ url: '/news.json' })).json();
    const res = await suite.app.inject({ url: '/news', headers: HTML });
    expect(servedAnswersOf(res.body)['/news.json']).toEqual(feed);
  });

  it("counts none of them against the API's limits, and a forged mark counts as any request", async () => {
    // Each page asks three API GETs (site config, bot-check, the list's first page, searched).
    for (let page = 0; page < 4; page += 1) {
      const res = await suite.app.inject({ url: '/community-builds?q=sniper', headers: HTML });
      expect(Object.keys(servedAnswersOf(res.body)).sort(), `page ${page}`).toEqual([
        '/api/bot-check',
        '/api/public-builds?page=1&limit=12&sortBy=relevance&sortOrder=desc&sharing=Public&q=sniper',
        '/api/site-config',
      ]);
    }
    const forged = { 'x-served-answer': 'guessed' };
    const answers = [];
    for (let call = 0; call < 4; call += 1) {
      answers.push(
        (await suite.app.inject({ url: '/api/site-config', headers: forged })).statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('leaves out an answer the API refuses: the browser asks and shows why', async () => {
    const res = await suite.app.inject({ url: '/build-viewer/AAAAAAAAAA', headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(servedAnswersOf(res.body)).sort()).toEqual([
      '/api/bot-check',
      '/api/site-config',
    ]);
  });
});

describe.each(databaseKinds)(
  'a page whose address puts a dot segment in its keys on %s',
  (kind) => {
    const suite = useTestApp(kind, () => ({ CLIENT_DIR: makeBuiltClient() }));

    it('asks nothing for it: `..` as a class is no path to another route', async () => {
      for (const url of ['/class/..', '/class/.', '/build-viewer/..']) {
        const res = await suite.app.inject({ url, headers: HTML });
        const keys = Object.keys(servedAnswersOf(res.body)).sort();
        expect(
          keys.filter((key) => /\/\.\.?(?:[/?#]|$)/.test(key)),
          url,
        ).toEqual([]);
        // Only the answers of the page the address resolves to (Home serves its own now).
        const resolved = new URL(url, 'http://arrakis.test').pathname;
        const page = await suite.app.inject({ url: resolved, headers: HTML });
        expect(keys, url).toEqual(Object.keys(servedAnswersOf(page.body)).sort());
      }
    });
  },
);
