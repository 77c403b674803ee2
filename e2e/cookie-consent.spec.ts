import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const banner = (page: Page) =>
  page.getByRole('region', { name: /cookie/i }).or(page.getByRole('dialog', { name: /cookie/i }));

test.describe('a visitor in Berlin', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('sees the banner, and accepting stores consent for one year', async ({ page, context }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const before = Date.now() / 1000;
    await banner(page)
      .getByRole('button', { name: /accept/i })
      .click();
    await expect(banner(page)).toBeHidden();
    const consent = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(consent?.value).toBe('accepted');
    const oneYear = 365 * 24 * 60 * 60;
    expect(consent?.expires ?? 0).toBeGreaterThan(before + oneYear - 120);
    expect(consent?.expires ?? 0).toBeLessThan(before + oneYear + 120);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
});

test.describe('a visitor in New York', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('never sees the banner', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});
