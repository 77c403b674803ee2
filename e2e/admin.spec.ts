import type { Page } from '@playwright/test';
import type { SavedBuildName } from '../src/api/contract/savedBuilds';
import { expect, test } from './fixtures';
import { grantAdmin } from './support/admins';
import { openPlanner, raise, retitle } from './support/planning';
import { newPlayer, registerAndLogIn, userMenuButton } from './support/players';
import { ADMIN_TEXTS } from '../src/api/contract/adminTexts';
import { SAVED_BUILD_TEXTS } from '../src/api/contract/savedBuildsTexts';

/*
 * The moderators' desk in a real browser against the real server, on desktop and on a phone: a
 * player without the role is refused, and a moderator made on the command line clears a build that
 * moderation Restricted, after which its owner may choose its listing again.
 */

/** Presses the planner's Save and confirms the Save dialog (the success, if any, stays open). */
async function save(page: Page): Promise<void> {
  const button = page
    .getByTestId('build-header')
    .getByRole('button', { name: 'Save', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Save Build' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
}

test('a player without the role is refused the desk and its API', async ({
  page,
  request,
}, testInfo) => {
  const player = newPlayer(testInfo.project.name, 'dweller');
  await registerAndLogIn(page, request, player);

  await userMenuButton(page, player.username).click();
  await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: ADMIN_TEXTS.title })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/admin');
  await expect(page.getByText(ADMIN_TEXTS.notAdmin)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect((await page.request.get('/api/admin/queue')).status()).toBe(403);
});

test('a moderator clears a Restricted build and its owner may choose its listing again', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = newPlayer(testInfo.project.name, 'smuggler');
  const title = `Shit tier ${owner.tag}`;

  await test.step('the owner saves a flagged title: Restricted, the listing locked', async () => {
    await registerAndLogIn(page, request, owner);
    await openPlanner(page);
    await raise(page, testInfo, 'Gunnery', 'Ranged Damage');
    await retitle(page, title);
    await save(page);
    const alert = page.getByRole('alertdialog', { name: SAVED_BUILD_TEXTS.moderationTitle });
    await expect(alert).toContainText(SAVED_BUILD_TEXTS.savedRestricted);
    await Promise.all([
      page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame()),
      alert.getByRole('button', { name: 'OK' }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('combobox', { name: 'Build Listing' })).toBeDisabled();
  });

  // The moderator in a browser of their own: their cookies are not the owner's.
  const context = await browser.newContext({ ...testInfo.project.use });
  const desk = await context.newPage();
  try {
    const moderator = newPlayer(testInfo.project.name, 'naib');
    await test.step('a player made moderator on the command line opens the desk', async () => {
      await registerAndLogIn(desk, desk.request, moderator);
      await grantAdmin(moderator.username);
      await desk.reload();
      await userMenuButton(desk, moderator.username).click();
      await desk.getByRole('menuitem', { name: ADMIN_TEXTS.title }).click();
      await expect(desk).toHaveURL(/\/admin$/);
      await expect(desk.getByRole('heading', { level: 1, name: ADMIN_TEXTS.title })).toBeVisible();
      await expect(desk.getByRole('tab', { name: 'Queue' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    await test.step('the build waits with its flagged word highlighted; Clear', async () => {
      const card = desk.getByTestId('queued-build').filter({
        has: desk.getByRole('link', { name: title, exact: true }),
      });
      await expect(card).toBeVisible();
      await expect(card.locator('mark').first()).toHaveText(/shit/i);
      await expect(card.getByRole('link', { name: owner.username })).toHaveAttribute(
        'href',
        `/user/${owner.username}`,
      );
      await card.getByRole('button', { name: 'Clear' }).click();
      await expect(
        desk.getByTestId('toast').filter({ hasText: ADMIN_TEXTS.cleared }),
      ).toBeVisible();
      await expect(card).toHaveCount(0);
    });

    await test.step('the record names the moderator and the clear', async () => {
      await desk.getByRole('tab', { name: 'Record' }).click();
      const row = desk.getByRole('row').filter({ hasText: 'build.clear' }).first();
      await expect(row).toContainText(moderator.username);
    });
  } finally {
    await context.close();
  }

  await test.step('the owner loads it again: the listing selector is enabled', async () => {
    await page.goto('/my-builds');
    const card = page
      .getByRole('list', { name: 'Saved builds' })
      .getByRole('article', { name: title, exact: true });
    await expect(card).not.toContainText('Restricted');
    await card.getByRole('button', { name: 'Load' }).click();
    await expect(page).toHaveURL(/\/skill-trees/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const listing = page.getByRole('combobox', { name: 'Build Listing' });
    await expect(listing).toBeEnabled();
    await expect(listing).not.toHaveValue('Restricted');
  });
});

test('a visitor reports a Public build once, and it waits in the queue with the reason', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = newPlayer(testInfo.project.name, 'trader');
  const title = `Spice run ${owner.tag}`;

  let url = '';
  await test.step('the owner saves a clean build listed Public', async () => {
    await registerAndLogIn(page, request, owner);
    await openPlanner(page);
    await raise(page, testInfo, 'Gunnery', 'Ranged Damage');
    await retitle(page, title);
    await page.getByRole('combobox', { name: 'Build Listing' }).selectOption('Public');
    await save(page);
    const success = page.getByRole('dialog').filter({ hasText: SAVED_BUILD_TEXTS.saved });
    await success.getByRole('button', { name: 'OK' }).click();
    const names = (await (await page.request.get('/api/saved-builds')).json()) as SavedBuildName[];
    url = names.find((name) => name.build_name === title)?.url ?? '';
    expect(url).not.toBe('');
  });

  await test.step('its owner is offered no Report on the viewer', async () => {
    await page.goto(`/build-viewer/${url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('button', { name: 'Open in planner' })).toBeVisible();
    await expect(page.getByTestId('report-button')).toHaveCount(0);
  });

  const context = await browser.newContext({ ...testInfo.project.use });
  try {
    const visitor = await context.newPage();
    await test.step('a visitor reports it: a reason is required, then thanks', async () => {
      await visitor.goto(`/build-viewer/${url}`);
      await visitor.getByRole('button', { name: ADMIN_TEXTS.reportButton }).click();
      const dialog = visitor.getByRole('dialog', { name: ADMIN_TEXTS.reportTitle });
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog.getByText('Choose a reason.')).toBeVisible();
      await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
      await dialog.getByLabel('Details (optional)').fill('Sells spice for real money.');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(
        visitor.getByTestId('toast').filter({ hasText: ADMIN_TEXTS.reportSent }),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step('a second report from the same browser: already reported', async () => {
      await visitor.getByRole('button', { name: ADMIN_TEXTS.reportButton }).click();
      const dialog = visitor.getByRole('dialog', { name: ADMIN_TEXTS.reportTitle });
      await dialog.getByRole('radio', { name: 'Other', exact: true }).check();
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(
        visitor.getByTestId('toast').filter({ hasText: ADMIN_TEXTS.alreadyReported }),
      ).toBeVisible();
    });
  } finally {
    await context.close();
  }

  await test.step('a moderator finds it in the queue with the reason and detail', async () => {
    const moderator = newPlayer(testInfo.project.name, 'judge');
    const deskContext = await browser.newContext({ ...testInfo.project.use });
    try {
      const desk = await deskContext.newPage();
      await registerAndLogIn(desk, desk.request, moderator);
      await grantAdmin(moderator.username);
      await desk.goto('/admin');
      const card = desk.getByTestId('queued-build').filter({
        has: desk.getByRole('link', { name: title, exact: true }),
      });
      await expect(card).toContainText('Spam or advertising');
      await expect(card).toContainText('Sells spice for real money.');
    } finally {
      await deskContext.close();
    }
  });
});
