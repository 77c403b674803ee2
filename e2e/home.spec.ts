import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMMUNITY_TEXTS } from '../src/api/contract/publicBuildsTexts';
import { NEWS_TEXTS } from '../src/api/contract/newsTexts';

/*
 * A new player's first visit, against the real server (which seeds example builds and news on a
 * fresh start), on desktop and on a 390×844 phone: Home shows the call to plan and the search on
 * the first screen, then builds and news; a search opens the community list filtered by it, and
 * News is one click away in the header.
 */

/** The phone the first screen is measured on. */
const PHONE = { width: 390, height: 844 };

/**
 * The header's navigation, opening the phone's menu when it hides behind it (once the menu has
 * settled closed: it closes as the page a click led to commits).
 */
async function mainNavigation(page: Page) {
  const menu = page.getByRole('button', { name: /menu/i });
  if (await menu.isVisible()) {
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
  }
  return page.getByRole('navigation', { name: 'Main' });
}

/** The cards in one of Home's sections. */
function cardsIn(page: Page, section: string) {
  return page.getByRole('region', { name: section }).getByRole('article');
}

/** The word of `title` a search finds it by: its longest run of letters and digits. */
function searchWordOf(title: string): string {
  const words = title.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length);
  return words[0] ?? '';
}

test('a new player lands on Home, sees builds and news, searches the community and opens News', async ({
  page,
}, testInfo) => {
  if (testInfo.project.name === 'mobile') await page.setViewportSize(PHONE);
  const screen = page.viewportSize() ?? PHONE;

  await test.step('the call to plan and the search are on the first screen', async () => {
    await page.goto('/');
    await expect(page).toHaveTitle('Arrakis Planner | Home');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Arrakis Planner' }),
    ).toBeVisible();
    const call = page.getByRole('link', { name: 'Plan a build' });
    await expect(call).toHaveAttribute('href', '/skill-trees');
    const search = page.getByRole('search', { name: 'Search community builds' });
    for (const target of [call, search]) {
      const box = await target.boundingBox();
      expect(box, 'on the page').not.toBeNull();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(screen.height);
    }
  });

  let title = '';
  let word = '';
  await test.step('featured and newest builds and the latest news show as cards', async () => {
    await expect(cardsIn(page, 'Featured builds').first()).toBeVisible();
    await expect(cardsIn(page, 'Newest builds').first()).toBeVisible();
    await expect(cardsIn(page, 'Latest news')).toHaveCount(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
    title = await cardsIn(page, 'Featured builds').first().getByRole('heading').first().innerText();
    word = searchWordOf(title);
    expect(word.length, `a word of "${title}" to search for`).toBeGreaterThanOrEqual(3);
  });

  await test.step('a featured card opens its build, and Back returns to Home', async () => {
    const card = cardsIn(page, 'Featured builds').first();
    await card.getByRole('link', { name: 'View Build' }).click();
    await expect(page).toHaveURL(/\/build-viewer\/[^/?#]+$/);
    await expect(page.getByTestId('build-viewer').getByRole('heading', { level: 1 })).toHaveText(
      title,
    );
    await page.goBack();
    await expect(cardsIn(page, 'Featured builds').first()).toBeVisible();
  });

  await test.step('a search opens the community list filtered by it', async () => {
    const box = page.getByRole('searchbox', { name: 'Search community builds' });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/community-builds\\?${new URLSearchParams({ q: word }).toString()}$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Community Builds' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search builds' })).toHaveValue(word);
    await expect(page.getByText(COMMUNITY_TEXTS.loading)).toHaveCount(0);
    await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible();
  });

  await test.step('News is in the header, and highlighted there', async () => {
    const nav = await mainNavigation(page);
    await nav.getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: NEWS_TEXTS.title })).toBeVisible();
    await expect(
      (await mainNavigation(page)).getByRole('link', { name: 'News', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
