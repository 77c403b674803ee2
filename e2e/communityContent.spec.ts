import { expect, test } from './fixtures';
import { listSettled } from './support/communityList';

/*
 * The community list by what builds hold, in a real browser against the real server, on
 * desktop and on a phone: a search finds a word only a build's guide holds; "Skills taken"
 * narrows the list to builds that take a skill at a level or higher, kept in the address
 * through a reload; "With a guide" and "With a leveling plan" keep the example builds, which
 * have both.
 */

const VOICE = 'Bene Gesserit Starter: Voice of Control';

test('the community list finds builds by their guide’s words and the skills they take', async ({
  page,
}) => {
  await page.goto('/community-builds');
  await listSettled(page);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();

  await test.step('a word of one build’s guide alone finds that build', async () => {
    await page.getByRole('searchbox', { name: 'Search builds' }).fill('moment');
    await expect(page).toHaveURL(/[?&]q=moment(&|$)/);
    await listSettled(page);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(VOICE);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/community-builds$/);
    await listSettled(page);
  });

  await test.step('a skill taken at a level or higher, kept through a reload', async () => {
    const add = page.getByRole('combobox', { name: 'Add a skill' });
    // The skills load once the player moves to the box; the choice waits for them.
    await add.focus();
    await add.selectOption({ label: 'Compel' });
    await expect(page).toHaveURL(/[?&]skills=\d+-1(&|$)/);
    await listSettled(page);
    await expect(cards.filter({ hasText: VOICE })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Trooper Starter' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Level of Compel' }).selectOption('Level 2+');
    await expect(page).toHaveURL(/[?&]skills=\d+-2(&|$)/);
    await listSettled(page);
    await page.reload();
    await listSettled(page);
    await expect(page.getByRole('combobox', { name: 'Level of Compel' })).toHaveValue('2');
    await expect(cards.filter({ hasText: VOICE })).toHaveCount(1);

    // The example takes Compel at level 2: none of them takes it at 3.
    await page.getByRole('combobox', { name: 'Level of Compel' }).selectOption('Level 3');
    await listSettled(page);
    await expect(cards.filter({ hasText: VOICE })).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove Compel' }).click();
    await expect(page).not.toHaveURL(/skills=/);
  });

  await test.step('with a guide and a leveling plan: the examples have both', async () => {
    // A click, then its outcome: the box follows the address, which the page updates after it.
    await page.getByLabel('With a guide').click();
    await expect(page).toHaveURL(/[?&]guide=1(&|$)/);
    await page.getByLabel('With a leveling plan').click();
    await expect(page).toHaveURL(/[?&]plan=1(&|$)/);
    await expect(page.getByLabel('With a leveling plan')).toBeChecked();
    await listSettled(page);
    await expect(cards.filter({ hasText: VOICE })).toHaveCount(1);
  });

  await test.step('a skill the game data does not have is dropped, with a notice', async () => {
    await page.goto('/community-builds?skills=99999-1');
    await expect(
      page.getByText('A skill of this link is not in the current game data', { exact: false }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/skills=/);
    await listSettled(page);
    await expect(cards.first()).toBeVisible();
  });
});

test('the header’s quick search finds a build from any page and opens it', async ({
  page,
  isMobile,
}) => {
  await page.goto('/classes');
  const open = page.getByRole('link', { name: 'Search builds' });
  await expect(open).toBeVisible();
  if (isMobile) await open.click();
  else {
    // The shortcut works once the page has taken over the server's HTML.
    await expect(async () => {
      await page.keyboard.press('/');
      await expect(page.getByRole('dialog', { name: 'Search builds' })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass();
  }
  const dialog = page.getByRole('dialog', { name: 'Search builds' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox').fill('voice control');
  const match = dialog.getByRole('link', { name: new RegExp(VOICE) });
  await expect(match).toBeVisible();
  await dialog.getByRole('searchbox').press('ArrowDown');
  await expect(match).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/build-viewer\//);
  await expect(page.getByRole('heading', { level: 1, name: VOICE })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await test.step('Enter in the box lists every match on the community page', async () => {
    await open.click();
    await dialog.getByRole('searchbox').fill('starter');
    await dialog.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/community-builds\?q=starter$/);
    await listSettled(page);
    await expect(page.getByRole('searchbox', { name: 'Search builds' })).toHaveValue('starter');
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
