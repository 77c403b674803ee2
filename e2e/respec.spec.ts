import type { Page } from '@playwright/test';
import { SAVED_BUILD_TEXTS } from '../src/api/contract/savedBuildsTexts';
import { expect, test } from './fixtures';
import { lower, menuAction, openPlanner, raise, retitle } from './support/planning';
import { newPlayer, registerAndLogIn } from './support/players';

/*
 * The respec planner in a real browser against the real server, on desktop and on a phone: a
 * player saves two builds, opens one in the planner, plans a respec from the other and reads
 * the skills it changes, the points and the Spice.
 */

const FIRST = 'Gunner Start';
const SECOND = 'Gunner Respec';

/** Saves the planner's build under its title (a new name): Save, then the success's OK. */
async function saveAsNew(page: Page): Promise<void> {
  await page.getByTestId('build-header').getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Build' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const success = page.getByRole('dialog').filter({ hasText: SAVED_BUILD_TEXTS.saved });
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(success).toBeHidden();
}

const spent = async (page: Page) => (await page.getByTestId('sp-spent').textContent())?.trim();

test('a player plans a respec from one saved build to another', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const player = newPlayer(testInfo.project.name, 'respecer');
  await registerAndLogIn(page, request, player);

  let firstSpent: string | undefined;
  let secondSpent: string | undefined;
  await test.step('save two builds to the account', async () => {
    await openPlanner(page);
    await raise(page, testInfo, 'Gunnery', 'Ranged Damage');
    await raise(page, testInfo, 'Gunnery', 'Center of Mass');
    await retitle(page, FIRST);
    firstSpent = await spent(page);
    await saveAsNew(page);
    await raise(page, testInfo, 'Gunnery', 'Ranged Damage');
    await lower(page, testInfo, 'Gunnery', 'Center of Mass');
    await raise(page, testInfo, 'Tactical Tech', 'Shigawire Claw');
    await retitle(page, SECOND);
    secondSpent = await spent(page);
    await saveAsNew(page);
  });

  await test.step('open the second in the planner from My Builds', async () => {
    await page.goto('/my-builds');
    await page
      .getByRole('list', { name: 'Saved builds' })
      .getByRole('article', { name: SECOND, exact: true })
      .getByRole('button', { name: 'Load' })
      .click();
    await expect(page).toHaveURL(/\/skill-trees/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SECOND);
  });

  const dialog = page.getByRole('dialog', { name: 'Plan a respec' });
  await test.step('plan a respec from the first saved build', async () => {
    await (await menuAction(page, 'Plan a respec')).click();
    const from = dialog.getByRole('group', { name: 'From' });
    await expect(from.getByLabel('From: which build')).toHaveValue('saved');
    await expect(dialog.getByLabel('To: which build')).toHaveValue('planner');
    const saved = from.getByLabel('From: saved build');
    const first = await saved.locator('option', { hasText: FIRST }).getAttribute('value');
    await saved.selectOption(first ?? '');
    await expect(from).toContainText(`Opened: ${FIRST}`);
  });

  await test.step('read the skills, the points and the Spice', async () => {
    const result = dialog.getByTestId('respec-result');
    await expect(result).toContainText(
      `A respec refunds all ${firstSpent ?? ''} SP; the new build spends ${secondSpent ?? ''} SP`,
    );
    await expect(result.getByRole('list', { name: 'Added' })).toContainText(
      /Shigawire Claw 0 -> 1 \(\+\d+ SP\)/,
    );
    await expect(result.getByRole('list', { name: 'Removed' })).toContainText(
      /Center of Mass 1 -> 0 \(-\d+ SP\)/,
    );
    await expect(result.getByRole('list', { name: 'Changed' })).toContainText(
      /Ranged Damage 1 -> 2 \(\+\d+ SP\)/,
    );
    await expect(result.getByTestId('respec-fits')).toHaveText('Fits the 200 SP cap');
    await expect(result.getByRole('heading', { name: /^Spice/ })).toContainText('unconfirmed');
    const cost = result.getByTestId('respec-spice-cost');
    await expect(cost).toHaveText('The next respec is free on official servers (default)');
    await result.getByLabel('Respecs in the last 24 hours').fill('3');
    await expect(cost).toHaveText(
      'The next respec costs 20 Spice Melange on official servers (default)',
    );
    await expect(result).toContainText('inside a watersealed base');
  });
});
