import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { emptyBuild } from '../src/skills/emptyBuild';
import { validateGameVersion } from '../src/skills/gameDataValidation';
import { indexGameData } from '../src/skills/gameIndex';
import { encodeShareCode } from '../src/skills/shareCode';
import { NOTIFICATIONS_PAGE_TEXTS } from '../src/notifications/notificationsPageTexts';
import { expect, test } from './fixtures';
import { exampleBuild } from './support/examples';
import { menuAction } from './support/planning';
import { newPlayer, registerAndLogIn } from './support/players';

/** Keeps the server's heading as the page is read, before the app's scripts run. */
async function keepServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector('h1');
    });
  });
}

/** Whether the page's heading is still the server's element: taken over, not painted again. */
function headingIsServers(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (window as unknown as { serverHeading: Element | null }).serverHeading ===
      document.querySelector('h1'),
  );
}

/**
 * Pages whose first screen the server sends as HTML (src/app/routes.ts, `ssr: 'full'`) and
 * their heading. The browser takes that HTML over (hydrates it) instead of painting it again.
 */
const PAGES = [
  { path: '/', heading: 'Welcome to Arrakis Planner' },
  { path: '/community-builds?newest=1', heading: 'Community Builds' },
  { path: '/feedback', heading: 'Feedback' },
  { path: '/news', heading: 'Latest News & Links' },
  { path: '/about', heading: 'About This Site' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/classes', heading: 'Welcome to the Skill Explorer' },
  // Served with its class's API answer: the class itself is in the HTML, not a spinner.
  { path: '/class/mentat', heading: 'Mentat' },
  { path: '/no-such-page', heading: '404 Page Not Found' },
];

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} shows its first screen from the server's HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Arrakis Planner, home' })).toBeVisible();
    });
  }

  test("a build's viewer page shows the build's heading from the server's HTML", async ({
    page,
    request,
  }) => {
    const build = await exampleBuild(request);
    await page.goto(`/build-viewer/${build.url}`);
    await expect(page.getByRole('heading', { level: 1, name: build.title })).toBeVisible();
    await expect(page.getByRole('link', { name: build.username })).toBeVisible();
  });

  test("the notifications page shows its heading from the server's HTML, never a list", async ({
    page,
  }) => {
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByText(NOTIFICATIONS_PAGE_TEXTS.visitor)).toHaveCount(0);
  });

  test("the planner's first screen shows a new build from the server's HTML", async ({ page }) => {
    await page.goto('/skill-trees');
    await expect(page.getByRole('heading', { level: 1, name: 'Build Title' })).toBeVisible();
    await expect(page.getByTestId('skill-points')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link', exact: true })).toBeVisible();
  });
});

test.describe('with scripts', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} is taken over, not painted again, and works`, async ({ page }) => {
      await keepServerHeading(page);
      await page.goto(path);
      const title = page.getByRole('heading', { level: 1, name: heading });
      await expect(title).toBeVisible();
      // The header's menu answers once the app has taken over.
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
      expect(await headingIsServers(page)).toBe(true);
    });
  }

  test('nothing a player types before the takeover is lost: the page answers once taken over', async ({
    page,
  }) => {
    // A slow phone: the app's entry script arrives two seconds after the page has painted.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/feedback', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    // The server's HTML is inert until the app has taken it over (React would empty the field).
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 15_000 });
    const text = page.getByRole('textbox').first();
    await text.fill('Typed once the page answers');
    await page.waitForTimeout(300);
    await expect(text).toHaveValue('Typed once the page answers');
  });

  test("a build's viewer page is taken over, then shows its trees and answers", async ({
    page,
    request,
  }) => {
    const build = await exampleBuild(request);
    const asked: string[] = [];
    page.on('request', (sent) => {
      // The build itself, the engine to open it (the server sent it opened), or the guide's
      // parser on the page's own thread (its worker failed); its history is another resource.
      const itself = /\/api\/saved-builds\/[^/?]+(\/opened)?(\?|$)/;
      if (
        itself.test(sent.url()) ||
        /\/assets\/(guideTree|viewerBuild|importBuild)-/.test(sent.url())
      ) {
        asked.push(sent.url());
      }
    });
    await page.goto(`/build-viewer/${build.url}`);
    await expect(page.getByRole('heading', { level: 1, name: build.title })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 15_000 });
    // The trees come after the takeover, with the graph's code: as slow as the takeover on a busy
    // machine (a CI phone once took about half this bound).
    await expect(page.getByTestId('skill-tree').first()).toBeVisible({ timeout: 15_000 });
    // The guide, parsed in its worker.
    const guide = page.getByTestId('viewer-guide');
    await guide.scrollIntoViewIfNeeded();
    await expect(guide.getByRole('heading', { level: 3 }).first()).toBeVisible();
    // The page came with its build, opened: the browser neither asked for it nor opened it.
    expect(asked).toEqual([]);
    await page.getByRole('button', { name: 'Get Link' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox')).toHaveValue(
      new URL(`/build-viewer/${build.url}`, page.url()).href,
    );
  });

  test("the planner's new build is taken over, then draws its trees and answers", async ({
    page,
  }) => {
    await keepServerHeading(page);
    await page.goto('/skill-trees');
    await expect(page.getByRole('heading', { level: 1, name: 'Build Title' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(await headingIsServers(page)).toBe(true);
    await expect(page.getByTestId('skill-tree').first()).toBeVisible();
    await (await menuAction(page, 'New build')).click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  });

  test("a shared build's address never shows the server's new build in its place", async ({
    page,
  }) => {
    const index = indexGameData(
      validateGameVersion('1.5', {
        classes: JSON.parse(readFileSync('data/game/1.5/classes.json', 'utf8')) as unknown,
        trees: JSON.parse(readFileSync('data/game/1.5/trees.json', 'utf8')) as unknown,
        skills: JSON.parse(readFileSync('data/game/1.5/skills.json', 'utf8')) as unknown,
      }),
    );
    const code = encodeShareCode({ ...emptyBuild(), selectedClass: 'mentat' }, index);
    // Whether the server's planner was out of sight as the page was read, before any app script.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const planner = document.querySelector('[data-testid="planner"]');
        (window as unknown as { serverPlanner: string }).serverPlanner = planner
          ? getComputedStyle(planner).visibility
          : 'none';
      });
    });
    await page.goto(`/skill-trees#build=${code}`);
    // The heading comes with the whole planner opened from the code (its code, the boot's, game
    // data, three trees), after the load event: CI's phones came near half this bound.
    await expect(page.getByRole('heading', { level: 2, name: 'Mentat' })).toBeVisible({
      timeout: 15_000,
    });
    expect(
      await page.evaluate(() => (window as unknown as { serverPlanner: string }).serverPlanner),
    ).toBe('hidden');
    await expect(page.getByTestId('planner')).toBeVisible();
  });

  test("the notifications page's heading is the server's: a player's list comes under it, a visitor goes to /login", async ({
    page,
    request,
  }, testInfo) => {
    await registerAndLogIn(page, request, newPlayer(testInfo.project.name, 'reader'));
    await keepServerHeading(page);
    await page.goto('/notifications');
    await expect(page.getByTestId('unread-count')).toBeVisible();
    await expect(page.getByText(NOTIFICATIONS_PAGE_TEXTS.intro)).toBeVisible();
    expect(await headingIsServers(page)).toBe(true);

    await page.context().clearCookies();
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toHaveCount(0);
  });

  test('a filter chosen on the server-rendered list works', async ({ page }) => {
    await page.goto('/community-builds');
    // Taken over: the server's HTML answers from then on.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const newest = page.getByRole('checkbox', { name: /Newest Builds/ });
    // Ticked through the address (a navigation), so the box shows it a moment after the click.
    await newest.click();
    await expect(page).toHaveURL(/newest=1/);
    await expect(newest).toBeChecked();
  });
});
