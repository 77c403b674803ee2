import type { Page } from '@playwright/test';
import { newsListSchema, type NewsItem } from '../src/api/contract/news';
import { expect, test } from './fixtures';
import { NEWS_TEXTS } from '../src/api/contract/newsTexts';

/**
 * /news against the real server: the filters of each kind, several at once (OR), Back undoing the
 * last change and Clear Filters; then progressive loading on a phone. Counts come from the server's
 * own /news.json, so an item a moderator adds elsewhere changes nothing.
 */

async function feed(page: Page): Promise<NewsItem[]> {
  const response = await page.request.get('/news.json');
  expect(response.ok()).toBe(true);
  return newsListSchema.parse(await response.json());
}

/** How many items carry any of `keywords` (spec §4: OR across and within filters). */
const matching = (items: NewsItem[], ...keywords: string[]) =>
  items.filter((item) => item.keywords.some((k) => keywords.includes(k))).length;

const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function choose(page: Page, filter: string, value: string) {
  const group = page.getByRole('group', { name: filter });
  if (!(await group.isVisible())) await page.getByText(filter, { exact: true }).click();
  const box = group.getByRole('checkbox', { name: value, exact: true });
  // A click, then a check of the outcome: the box follows the address, which the router
  // changes a moment after the click (check() would read the box in between).
  await box.click();
  await expect(box).toBeChecked();
}

test.describe('news', () => {
  test('filters by type, source and topic, several at once, in the address', async ({ page }) => {
    const items = await feed(page);
    expect(items.length).toBeGreaterThanOrEqual(24);
    await page.goto('/news');
    await expect(page).toHaveTitle('Arrakis Planner | News');
    await expect(page.getByRole('heading', { level: 1, name: NEWS_TEXTS.title })).toBeVisible();
    await expect(cards(page)).toHaveCount(8);
    const first = cards(page).first().getByRole('link');
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');

    await choose(page, NEWS_TEXTS.contentType, 'Video');
    await expect(page).toHaveURL(/\/news\?type=Video$/);
    await expect(cards(page)).toHaveCount(Math.min(8, matching(items, 'Video')));

    await choose(page, NEWS_TEXTS.contentSource, 'Reddit');
    await expect(page).toHaveURL(/type=Video&source=Reddit$/);
    await expect(cards(page)).toHaveCount(Math.min(8, matching(items, 'Video', 'Reddit')));

    await choose(page, NEWS_TEXTS.contentTopic, 'Review');
    const three = matching(items, 'Video', 'Reddit', 'Review');
    await expect(cards(page)).toHaveCount(Math.min(8, three));
    expect(three).toBeGreaterThan(matching(items, 'Video', 'Reddit'));

    // Back undoes the last choice, in the list and in the boxes.
    await page.goBack();
    await expect(page).toHaveURL(/type=Video&source=Reddit$/);
    await expect(cards(page)).toHaveCount(Math.min(8, matching(items, 'Video', 'Reddit')));
    await expect(page.getByRole('checkbox', { name: 'Review' })).not.toBeChecked();

    await page.getByRole('button', { name: NEWS_TEXTS.clearFilters }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByRole('button', { name: NEWS_TEXTS.clearFilters })).toBeDisabled();
  });

  test('loads two more rows each time the list’s end nears, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const total = (await feed(page)).length;
    await page.goto('/news');
    await expect(cards(page)).toHaveCount(8);
    // One item per row.
    const [a, b] = await Promise.all([0, 1].map((n) => cards(page).nth(n).boundingBox()));
    expect(b?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);

    for (let expected = 12; expected < total + 4; expected += 4) {
      await page.mouse.wheel(0, 100_000);
      await expect(cards(page)).toHaveCount(Math.min(expected, total));
    }
    await expect(page.getByRole('main').locator('img').last()).toHaveAttribute('loading', 'lazy');
  });
});
