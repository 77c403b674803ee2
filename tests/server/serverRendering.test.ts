import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '../../src/api/contract/news';
import { renderPage } from '../../src/app/serverEntry';
import { newsRepository } from '../../server/repositories/newsRepository';
import { PAGE_ROUTES } from '../../src/app/routes';
import type { OpenedSavedBuild, SavedBuild } from '../../src/api/contract/savedBuilds';
import { openedSavedBuildPath, savedBuildPath } from '../../src/api/savedBuilds/savedBuildPaths';
import { NOTIFICATIONS_PAGE_TEXTS } from '../../src/notifications/notificationsPageTexts';
import { TRAINER_ACCESS_UNSTATED, TRAINER_WARNING } from '../../src/skills/trainerNotices';
import { sampleBuild } from './buildLinkFixtures';
import { databaseKinds, makeTempDir, useTestApp } from './helpers';
import { SANDRIDER_SNIPER_CARD } from './support/publicBuildCard';
import { REAL_PAGE_DATA_KEYS, servedAnswersOf } from './support/servedAnswersBlock';

const HTML = { accept: 'text/html' };

/** The server-rendered routes, each at one concrete address. */
const SERVER_RENDERED = PAGE_ROUTES.filter((route) => route.ssr === 'full').map((route) =>
  route.path
    .replace(':slug', 'mentat')
    .replace(':username', 'someone')
    .replace(':buildId', 'AAAAAAAAAA')
    .replace('*', '/no-such-page'),
);

describe('the first screens the server renders (src/app/serverEntry.tsx)', () => {
  it('renders each page of the allow-list with the shell and the page itself, nothing left to the browser', async () => {
    expect(SERVER_RENDERED).toContain('/community-builds');
    for (const url of SERVER_RENDERED) {
      const html = await renderPage(url);
      expect(html, url).toContain('Skip to main content');
      expect(html, url).toContain('id="main"');
      // React's mark of a part the server could not render (the browser would render it again).
      expect(html, url).not.toContain('<!--$!-->');
      expect(html, url).not.toContain('<script');
    }
  });

  it('renders one first screen for every device, but on the pages whose row says it has two', async () => {
    const byDevice = PAGE_ROUTES.filter((route) => route.layout === 'device').map((r) => r.path);
    expect(byDevice).toEqual(['/skill-trees']);
    for (const url of SERVER_RENDERED.filter((path) => !byDevice.includes(path))) {
      // The browser takes a phone's page over in the phone's layout: it must not show here.
      expect(await renderPage(url, {}, 'mobile'), url).toBe(await renderPage(url, {}, 'desktop'));
    }
  });

  it("shows the page's own heading and texts, and the filters the URL names", async () => {
    expect(await renderPage('/community-builds')).toContain('Community Builds');
    expect(await renderPage('/feedback')).toContain('<textarea');
    const filtered = await renderPage('/community-builds?newest=1');
    expect(filtered).not.toBe(await renderPage('/community-builds'));
  });

  it("renders the community list loading even with its first page, as the browser's first render", async () => {
    const card = SANDRIDER_SNIPER_CARD;
    // The page takes its cards in only once the browser has taken the HTML over (rendering them
    // would make the takeover one long task): the HTML is the same with the page data or without.
    const html = await renderPage('/community-builds', {
      '/api/public-builds?page=1&limit=12&sortBy=likes&sortOrder=desc&sharing=Public': {
        data: [card],
        nextPage: null,
      },
    });
    expect(html).toBe(await renderPage('/community-builds'));
    expect(html).toContain('Loading builds...');
    expect(html).not.toContain('Sandrider Sniper');
  });

  it("renders Home's builds and news from the answers it is given, and each list loading without", async () => {
    const card = { ...SANDRIDER_SNIPER_CARD, title: 'Sandrider <b>Sniper</b>' };
    const news: NewsItem[] = [
      {
        date: '2026-10-12',
        tagline: 'Hotfix <i>out</i>',
        imageUrl: '/images/news/hotfix.svg',
        linkUrl: 'https://example.com/hotfix',
        keywords: ['Web article'],
      },
    ];
    const list = (sortBy: string) =>
      `/api/public-builds?page=1&limit=3&sortBy=${sortBy}&sortOrder=desc&sharing=Public`;
    const html = await renderPage('/', {
      [list('likes')]: { data: [card], nextPage: null },
      [list('updated_at')]: { data: [], nextPage: null },
      '/news.json': news,
    });
    expect(html).toContain('Welcome to Arrakis Planner');
    expect(html).toContain('Sandrider &lt;b&gt;Sniper&lt;/b&gt;');
    expect(html).toContain('No public builds yet.');
    expect(html).toContain('Hotfix &lt;i&gt;out&lt;/i&gt;');
    expect(html).not.toContain('Loading');
    // The search is a real GET form to the address the community list reads.
    expect(html).toMatch(/<form[^>]*action="\/community-builds"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="q"/);
    const bare = await renderPage('/');
    expect(bare).toContain('Loading builds...');
    expect(bare).not.toContain('Sandrider');
  });

  it('escapes what the URL says: a query is text, never markup', async () => {
    const html = await renderPage('/community-builds?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(html).not.toContain('<img src=x');
    // The search box shows it as typed.
    expect(html).toContain('value="&lt;img src=x onerror=alert(1)&gt;"');
  });

  it('renders the notifications page as it waits for the session: its heading, never a list', async () => {
    const html = await renderPage('/notifications');
    expect(html).toContain('>Notifications</h1>');
    expect(html).toContain(NOTIFICATIONS_PAGE_TEXTS.intro);
    expect(html).toContain('role="status"');
    expect(html).not.toContain(NOTIFICATIONS_PAGE_TEXTS.visitor);
    expect(html).not.toContain(NOTIFICATIONS_PAGE_TEXTS.listLabel);
  });

  it('leaves to the browser the pages whose first screen depends on what only it knows', async () => {
    // The account pages need the session.
    expect(await renderPage('/my-builds')).toBeNull();
    expect(await renderPage('/account')).toBeNull();
    expect(await renderPage('/build-viewer')).toBeNull();
  });

  it("renders the planner's top as a new build, and a link's loading state, leaving the trees to the browser", async () => {
    const html = await renderPage('/skill-trees');
    expect(html).toContain('Plan Characters');
    expect(html).toContain('Build Title');
    expect(html).toContain('More build actions');
    expect(html).toContain('Skill points');
    expect(html).toContain('Multiplayer');
    // The skill search sits in the header; the trees come after the first paint.
    expect(html).toContain('Search skills');
    expect(html).not.toContain('data-planner-trees');
    // The class heading in the layout the visitor's agent calls for: a desktop's one line, or
    // a phone's class switcher with its arrows.
    expect(html).toContain('data-testid="class-intro"');
    expect(html).not.toContain('data-testid="class-switcher"');
    const phone = await renderPage('/skill-trees', {}, 'mobile');
    expect(phone).toContain('data-testid="class-switcher"');
    expect(phone).not.toContain('data-testid="class-intro"');
    // A build link is opened by the browser: the server renders the planner's loading state.
    const link = await renderPage('/skill-trees?link=abc');
    expect(link).toContain('Loading the planner…');
    expect(link).not.toContain('Planning the climb?');
  });

  it('renders News with the items the server read, escaped, and its first 4 rows only', async () => {
    const item = (n: number): NewsItem => ({
      date: `2026-10-${String(10 + n).padStart(2, '0')}`,
      tagline: `Item ${n} <b>bold</b>`,
      imageUrl: `/images/news/item-${n}.svg`,
      linkUrl: `https://example.com/${n}`,
      keywords: ['Web article'],
    });
    const news = Array.from({ length: 12 }, (_, n) => item(n));
    const html = await renderPage('/news', { '/news.json': news });
    expect(html).toContain('Latest News &amp; Links');
    expect(html).toContain('Item 0 &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('/images/news/item-0.svg');
    // 4 rows of 2, as the browser's first render shows (then more as the list nears the bottom).
    expect(html).toContain('Item 7 ');
    expect(html).not.toContain('Item 8 ');
    // Without items read, it renders the feed's loading state, as the browser would.
    expect(await renderPage('/news')).not.toContain('Item 0');
  });

  it("renders the viewer's heading from the build it is given, escaped, and leaves the trees to the browser", async () => {
    const title = '<img src=x onerror=alert(1)> "Dancer"';
    const build = { ...sampleBuild(), buildTitle: title, buildSharing: 'Public' as const };
    const viewerBuild: SavedBuild = {
      id: '0b6f3c1e-5d2a-4f8e-9c7b-1a2b3c4d5e6f',
      url: 'AbCdEfGh12',
      build_name: title,
      build_guide: '',
      username: 'Stilgar',
      likes: 4,
      sharing: 'Public',
      data: build,
      game_version: '1.5.3.6',
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
      last_viewed_at: null,
    };
    // Served as the page door serves it: the API's answer under the path the viewer reads.
    const servedAt = (key: string) => ({ [savedBuildPath(key)]: viewerBuild });
    const html = await renderPage('/build-viewer/AbCdEfGh12', servedAt('AbCdEfGh12'));
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Dancer&quot;</h1>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('href="/user/Stilgar"');
    expect(html).toContain('Get Link');
    // Its trees and panels follow in the browser, which knows the layout (phone or desktop).
    expect(html).toContain('Loading build…');
    expect(html).not.toContain('data-testid="skill-tree"');
    // By its id too; another build's data, or none, renders the loading state, as the browser.
    expect(await renderPage(`/build-viewer/${viewerBuild.id}`, servedAt(viewerBuild.id))).toContain(
      '</h1>',
    );
    for (const rendered of [
      await renderPage('/build-viewer/ZZZZZZZZZZ', servedAt('ZZZZZZZZZZ')),
      await renderPage('/build-viewer/AbCdEfGh12'),
    ]) {
      expect(rendered).toContain('Loading build…');
      expect(rendered).not.toContain('Dancer');
    }
    // With the build as the server opened it, its trainer statement shows under the heading.
    expect(html).not.toContain('role="note"');
    const opened: OpenedSavedBuild = {
      gameVersion: '1.5.3.6',
      build,
      trainer: { notice: 'unstated', lacking: [] },
    };
    const withOpened = await renderPage('/build-viewer/AbCdEfGh12', {
      ...servedAt('AbCdEfGh12'),
      [openedSavedBuildPath('AbCdEfGh12')]: opened,
    });
    expect(withOpened).toContain(TRAINER_ACCESS_UNSTATED);
    expect(withOpened).toContain('Loading build…');
    const warned = await renderPage('/build-viewer/AbCdEfGh12', {
      ...servedAt('AbCdEfGh12'),
      [openedSavedBuildPath('AbCdEfGh12')]: {
        ...opened,
        trainer: { notice: 'warning', lacking: ['trooper', 'bene-gesserit-acolyte'] },
      },
    });
    expect(warned).toContain(TRAINER_WARNING);
    expect(warned).toContain(
      'The build says its author lacks the advanced trainer of: Trooper, Bene Gesserit Acolyte.',
    );
  });
});

/**
 * A built site: `client/` with its index.html, and `ssr/serverEntry.js` beside it, a renderer
 * that renders /community-builds (and its query), /news (with the items it is given) and the
 * planner (in the layout it is asked for), fails on /about and renders nothing else.
 */
function makeBuiltSite(): string {
  const dir = makeTempDir('arrakis-built-site-');
  mkdirSync(join(dir, 'client'));
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(
    join(dir, 'client', 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dir, 'ssr', 'serverEntry.js'),
    `${REAL_PAGE_DATA_KEYS}
let renders = 0;
export async function renderPage(url, served, layout) {
  if (url.startsWith('/about')) throw new Error('broken page');
  if (url.startsWith('/skill-trees')) {
    renders += 1;
    return '<main>planner in the ' + layout + ' layout, render ' + renders + '</main>';
  }
  if (url.startsWith('/news')) {
    renders += 1;
    return '<main>news: ' + served['/news.json'].length + ' items, render ' + renders + '</main>';
  }
  if (!url.startsWith('/community-builds')) return null;
  renders += 1;
  return '<main>first screen of ' + url.replace(/&/g, '&amp;').replace(/</g, '&lt;') + ', render ' + renders + '</main>';
}`,
  );
  return join(dir, 'client');
}

describe.each(databaseKinds)('pages with their server-rendered first screen on %s', (kind) => {
  const suite = useTestApp(kind, () => ({ CLIENT_DIR: makeBuiltSite() }));

  it('sends the first screen inside #root, rendered once per address', async () => {
    const first = await suite.app.inject({ url: '/community-builds?sortBy=likes', headers: HTML });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(
      '<div id="root" inert><main>first screen of /community-builds?sortBy=likes, render 1</main></div>',
    );
    const again = await suite.app.inject({ url: '/community-builds?sortBy=likes', headers: HTML });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await suite.app.inject({ url: '/community-builds', headers: HTML });
    expect(other.body).toContain('first screen of /community-builds, render 2');
  });

  it("renders a page in the layout its visitor's user agent calls for, each layout once", async () => {
    const PHONE =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
    const DESKTOP =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
    const ask = (agent?: string) =>
      suite.app.inject({
        url: '/skill-trees',
        headers: agent === undefined ? HTML : { ...HTML, 'user-agent': agent },
      });
    const phone = await ask(PHONE);
    expect(phone.body).toMatch(/<main>planner in the mobile layout, render \d+<\/main>/);
    expect(phone.headers.vary).toBe('accept-encoding, user-agent');
    const desktop = await ask(DESKTOP);
    expect(desktop.body).toMatch(/<main>planner in the desktop layout, render \d+<\/main>/);
    expect(desktop.headers.etag).not.toBe(phone.headers.etag);
    // Each layout's page is kept: asked again, neither is rendered anew.
    expect((await ask(PHONE)).body).toBe(phone.body);
    expect((await ask(DESKTOP)).body).toBe(desktop.body);
    // No agent (a crawler or a script): the desktop layout.
    expect((await ask()).body).toBe(desktop.body);
    // A page with one layout is one page for every device.
    const list = (agent: string) =>
      suite.app.inject({
        url: '/community-builds?page=3',
        headers: { ...HTML, 'user-agent': agent },
      });
    const listOnPhone = await list(PHONE);
    expect(listOnPhone.headers.vary).toBe('accept-encoding');
    expect((await list(DESKTOP)).body).toBe(listOnPhone.body);
  });

  it('renders News with the feed it reads, carries the feed in the page, and follows an edit within the minute the feed promises', async () => {
    const feed = (await suite.app.inject({ url: '/news.json' })).json<NewsItem[]>();
    expect(feed.length).toBeGreaterThanOrEqual(24);
    const first = await suite.app.inject({ url: '/news', headers: HTML });
    expect(first.body).toMatch(new RegExp(`<main>news: ${feed.length} items, render \\d+</main>`));
    expect(servedAnswersOf(first.body)['/news.json']).toEqual(feed);
    // The same feed: the same page, not rendered again.
    expect((await suite.app.inject({ url: '/news', headers: HTML })).body).toBe(first.body);
    // A changed feed (the desk removed an item) shows once the feed's answer may no longer be
    // kept (`public, max-age=60`, as any cache in front of the site keeps it).
    const database = await suite.db.open();
    try {
      const news = newsRepository(database.db);
      const oldest = (await news.list()).at(-1);
      expect(await news.remove(oldest?.id ?? '')).toBe(true);
    } finally {
      await database.destroy();
    }
    const kept = await suite.app.inject({ url: '/news', headers: HTML });
    expect(kept.body).toContain(`<main>news: ${feed.length} items`);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const edited = await suite.app.inject({ url: '/news', headers: HTML });
      expect(edited.body).toContain(`<main>news: ${feed.length - 1} items`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the bare page where the renderer renders nothing, or fails (and logs why)', async () => {
    const classes = await suite.app.inject({ url: '/classes', headers: HTML });
    expect(classes.statusCode).toBe(200);
    expect(classes.body).toContain('<div id="root"></div>');
    const broken = await suite.app.inject({ url: '/about', headers: HTML });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
  });
});
