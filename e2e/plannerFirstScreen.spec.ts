import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { SAME_ON_A_PHONE } from './support/phoneTags';
import { openPlanner } from './support/planning';

/*
 * The planner's first screen is its trees: on a 390×844 phone the first tree's heading shows
 * without scrolling, and on a 1366×900 desktop the trees start within the window's top 40%, for
 * a new build and for a shared build opened by its link (imported notice and red skills'
 * warning included). Each test sets its own window, so the phone project leaves them out.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** A tree's heading row (name, arrows, SP badge) is 44 px tall: the phone must show it. */
const TREE_HEADING = 44;

/** A shared build as players share it: a described, tagged Trooper with skills past level 1. */
async function sharedBuildLink(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/build-link', {
    // Share links are limited per address: this run's own.
    headers: { 'x-forwarded-for': `10.${[...randomBytes(3)].join('.')}` },
    data: {
      data: {
        buildTitle: 'Gravity Gunner',
        buildDescription:
          'A ranged Trooper who pins foes down with suspensor fields and keeps moving, for the Hagga Basin and the Deep Desert alike.',
        buildGuide: '',
        buildTags: ['Sniper'],
        buildTypeTags: ['End Game Build'],
        characterBuild: [
          { skillId: 1, level: 3 },
          { skillId: 2, level: 2 },
        ],
        levellingPlan: [],
        buildSharing: 'Public',
        selectedClass: 'trooper',
      },
      build_guide: '',
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { url: string }).url;
}

/** Where the first tree starts, from the top of the page, once the planner has settled. */
async function firstTreeTop(page: Page): Promise<number> {
  const tree = page.getByTestId('skill-tree').first();
  await expect(tree).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  return tree.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

/** A new build, and a shared one by its link with its notice and warning. */
async function visits(page: Page, request: APIRequestContext) {
  await openPlanner(page);
  const fresh = await firstTreeTop(page);

  await openPlanner(page, `/skill-trees?link=${await sharedBuildLink(request)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gravity Gunner');
  await expect(page.getByTestId('imported-notice')).toBeVisible();
  await expect(page.getByTestId('trainer-warning')).toBeVisible();
  const linked = await firstTreeTop(page);
  return { fresh, linked };
}

test.describe('on a 390×844 phone', { tag: SAME_ON_A_PHONE }, () => {
  const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ userAgent, deviceScaleFactor, isMobile, hasTouch, viewport: PHONE });

  test("the first tree's heading is on the first screen", async ({ page, request }) => {
    const { fresh, linked } = await visits(page, request);
    expect(fresh + TREE_HEADING).toBeLessThanOrEqual(PHONE.height);
    expect(linked + TREE_HEADING).toBeLessThanOrEqual(PHONE.height);
    // The phone's layout: one tree at a time, switched by its arrows.
    await expect(page.getByRole('button', { name: 'Next tree' })).toBeVisible();
  });
});

test.describe('on a 1366×900 desktop', { tag: SAME_ON_A_PHONE }, () => {
  test.use({ viewport: DESKTOP });

  test("the trees start within the window's top 40%", async ({ page, request }) => {
    const { fresh, linked } = await visits(page, request);
    expect(fresh).toBeLessThanOrEqual(DESKTOP.height * 0.4);
    expect(linked).toBeLessThanOrEqual(DESKTOP.height * 0.4);
    await expect(page.getByTestId('skill-tree')).toHaveCount(3);
  });

  test('every action the header folds away is one click on More away', async ({ page }) => {
    await openPlanner(page);
    const more = page.getByRole('button', { name: 'More build actions' });
    await more.click();
    const menu = page.getByTestId('build-menu');
    for (const name of ['Export', 'Import', 'New build']) {
      await expect(menu.getByRole('button', { name, exact: true })).toBeEnabled();
    }
    await expect(menu.getByRole('button', { name: 'Load', exact: true })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await more.click();
    await menu.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Build' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(more).toBeFocused();
  });
});
