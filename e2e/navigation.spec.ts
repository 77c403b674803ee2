import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Opens the mobile menu when the navigation sits behind it. After a click the URL changes before
 * the lazy route commits (React Router renders it in a transition), and the menu closes only on
 * that commit: wait for it to settle closed, then open it.
 */
async function navigation(page: Page) {
  const nav = page.getByRole('navigation', { name: /main/i });
  const menuButton = page.getByRole('button', { name: /menu/i });
  if (await menuButton.isVisible()) {
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
  }
  await expect(nav).toBeVisible();
  return nav;
}

const highlighted = [
  { path: '/classes', label: 'Classes' },
  { path: '/class/mentat', label: 'Classes' },
  { path: '/news', label: 'News' },
  { path: '/guild-board', label: 'Guild Ad Board' },
  { path: '/about', label: 'About' },
];

for (const { path, label } of highlighted) {
  test(`navigation highlights ${label} on ${path}`, async ({ page }) => {
    await page.goto(path);
    const nav = await navigation(page);
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });
}

test('navigation links carry the spec labels and the Login link shows', async ({ page }) => {
  await page.goto('/');
  const nav = await navigation(page);
  const links: [string, string][] = [
    ['Classes', '/classes'],
    ['Plan Characters', '/skill-trees'],
    ['Community Builds', '/community-builds'],
    ['News', '/news'],
    ['Guild Ad Board', '/guild-board'],
    ['About', '/about'],
    ['Feedback', '/feedback'],
  ];
  for (const [label, href] of links) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

test('clicking through the navigation moves the highlight', async ({ page }) => {
  await page.goto('/');
  let nav = await navigation(page);
  await nav.getByRole('link', { name: 'Classes', exact: true }).click();
  await expect(page).toHaveURL(/\/classes$/);
  nav = await navigation(page);
  await expect(nav.getByRole('link', { name: 'Classes', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  nav = await navigation(page);
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
