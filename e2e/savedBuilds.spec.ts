import type { APIRequestContext, Page } from '@playwright/test';
import type { SavedBuild, SavedBuildName } from '../src/api/contract/savedBuilds';
import { RESTRICTED_LISTING_MESSAGE, SAVED_BUILD_LIMIT } from '../src/skills/buildListing';
import { expect, test } from './fixtures';
import { buildSummary, chooseSlot, openPlanner, raise, retitle } from './support/planning';
import { newPlayer, registerAndLogIn } from './support/players';
import { expectSuccess, saveButton } from './support/saving';
import { overwriteQuestion, SAVED_BUILD_TEXTS } from '../src/api/contract/savedBuildsTexts';

/*
 * A player's saved builds from the planner to My Builds and back, in a real browser against the
 * real server, on desktop and on a phone: save, overwrite, fill every slot, meet the limit,
 * delete one, load another back into the planner, and a flagged title saved as Restricted.
 */

const TITLE = 'Gravity Gunner';
const FILLERS = SAVED_BUILD_LIMIT - 2;

/**
 * Presses Save and confirms in the Save dialog. A planner that already knows every slot is used
 * may go straight to Build Limit Reached; then there is no Save dialog to confirm.
 */
async function save(page: Page): Promise<void> {
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Save Build' });
  const limit = page.getByRole('alertdialog', { name: SAVED_BUILD_TEXTS.limitTitle });
  await expect(dialog.or(limit)).toBeVisible();
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  }
}

/** The player's saved builds as the API lists them (the page's own cookies). */
async function savedNames(request: APIRequestContext): Promise<SavedBuildName[]> {
  const response = await request.get('/api/saved-builds');
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedBuildName[];
}

/** A card of My Builds, by its build's title. */
function card(page: Page, title: string) {
  return page.getByRole('list', { name: 'Saved builds' }).getByRole('article', {
    name: title,
    exact: true,
  });
}

function myBuildsHeading(page: Page, count: number) {
  return page.getByRole('heading', {
    name: `My Builds (${count}/${SAVED_BUILD_LIMIT} save slots used)`,
  });
}

test('a player saves, overwrites, fills every slot, deletes one and loads another back', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const player = newPlayer(testInfo.project.name, 'sandrider');

  await test.step('register and log in', async () => {
    await registerAndLogIn(page, request, player);
  });

  await test.step('plan a build and save it: Success', async () => {
    await openPlanner(page);
    await raise(page, testInfo, 'Gunnery', 'Ranged Damage', 2);
    await raise(page, testInfo, 'Gunnery', 'Center of Mass');
    await raise(page, testInfo, 'Suspensor Training', 'Anti-gravity Field');
    await chooseSlot(page, 'Ability slot 1', 'Anti-gravity Field');
    await retitle(page, TITLE);
    await save(page);
    await expectSuccess(page, SAVED_BUILD_TEXTS.saved);
    expect((await savedNames(page.request)).map((b) => b.build_name)).toEqual([TITLE]);
  });

  let saved: Awaited<ReturnType<typeof buildSummary>>;
  await test.step('change a skill and save again: Overwrite Build?, then Success', async () => {
    await raise(page, testInfo, 'Tactical Tech', 'Shigawire Claw', 2);
    saved = await buildSummary(page);
    await save(page);
    const overwrite = page.getByRole('dialog', { name: SAVED_BUILD_TEXTS.overwriteTitle });
    await expect(overwrite).toBeVisible();
    await expect(overwrite).toContainText(overwriteQuestion(TITLE));
    await overwrite.getByRole('button', { name: 'Overwrite' }).click();
    await expectSuccess(page, SAVED_BUILD_TEXTS.updated);
    // Still one build, now with the new skill.
    const names = await savedNames(page.request);
    expect(names.map((b) => b.build_name)).toEqual([TITLE]);
    const stored = await page.request.get(`/api/saved-builds/${names[0]?.id ?? ''}`);
    const build = (await stored.json()) as SavedBuild;
    expect(String(build.data.skillpoints)).toBe(saved.spent);
  });

  await test.step(`fill every slot: ${FILLERS} through the API, one more through the planner`, async () => {
    const [first] = await savedNames(page.request);
    const full = (await (
      await page.request.get(`/api/saved-builds/${first?.id ?? ''}`)
    ).json()) as SavedBuild;
    for (let n = 1; n <= FILLERS; n++) {
      const name = `Filler Build ${n}`;
      const response = await page.request.post('/api/saved-builds', {
        data: { build_name: name, data: { ...full.data, buildTitle: name }, build_guide: '' },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    await retitle(page, 'Deep Desert Scout');
    await save(page);
    await expectSuccess(page, SAVED_BUILD_TEXTS.saved);
    const count = await page.request.get('/api/saved-build-count');
    expect(await count.json()).toEqual({ count: SAVED_BUILD_LIMIT, limit: SAVED_BUILD_LIMIT });
  });

  await test.step('one more new name: Build Limit Reached, which leads to My Builds', async () => {
    await retitle(page, 'Spice Runner');
    await save(page);
    const limit = page.getByRole('alertdialog', { name: SAVED_BUILD_TEXTS.limitTitle });
    await expect(limit).toContainText(SAVED_BUILD_TEXTS.limitReached);
    await limit.getByRole('link', { name: 'Go to My Builds' }).click();
    await expect(page).toHaveURL(/\/my-builds$/);
    await expect(myBuildsHeading(page, SAVED_BUILD_LIMIT)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Saved builds' }).getByRole('article')).toHaveCount(
      SAVED_BUILD_LIMIT,
    );
    // Nothing was stored for the refused save.
    expect((await savedNames(page.request)).map((b) => b.build_name)).not.toContain('Spice Runner');
  });

  await test.step('delete one: the typed word, then the card is gone', async () => {
    const doomed = `Filler Build ${FILLERS}`;
    await card(page, doomed).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Build' });
    const confirm = dialog.getByRole('button', { name: 'Delete Build' });
    await dialog.getByRole('textbox').fill('Delete');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('delete');
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(card(page, doomed)).toHaveCount(0);
    await expect(myBuildsHeading(page, SAVED_BUILD_LIMIT - 1)).toBeVisible();
  });

  await test.step('load another: the planner shows the same build', async () => {
    await card(page, TITLE).getByRole('button', { name: 'Load' }).click();
    await expect(page).toHaveURL(/\/skill-trees/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    expect(await buildSummary(page)).toEqual(saved);
    // The account holds a build of this name: not "imported only".
    await expect(page.getByTestId('imported-notice')).toHaveCount(0);
  });

  await test.step('a flagged title saves as Restricted and the listing cannot change', async () => {
    // No reload since the deletion on My Builds: the planner must know a slot is free again.
    await retitle(page, 'Shit tier sniper');
    await save(page);
    const alert = page.getByRole('alertdialog', { name: SAVED_BUILD_TEXTS.moderationTitle });
    await expect(alert).toContainText(SAVED_BUILD_TEXTS.savedRestricted);
    // OK reloads the page (spec §4 "Save flow") with the build as stored, now Restricted.
    await Promise.all([
      page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame()),
      alert.getByRole('button', { name: 'OK' }).click(),
    ]);
    await expect(page.getByTestId('planner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shit tier sniper');
    const listing = page.getByRole('combobox', { name: 'Build Listing' });
    await expect(listing).toBeDisabled();
    await expect(listing).toHaveValue('Restricted');
    await expect(page.getByTestId('build-listing')).toContainText(RESTRICTED_LISTING_MESSAGE);

    // My Builds lists it as Restricted, in the last free slot.
    await page.goto('/my-builds');
    await expect(myBuildsHeading(page, SAVED_BUILD_LIMIT)).toBeVisible();
    await expect(card(page, 'Shit tier sniper')).toContainText('Restricted');
    const restricted = (await savedNames(page.request)).find(
      (b) => b.build_name === 'Shit tier sniper',
    );
    expect(restricted?.sharing).toBe('Restricted');
  });
});
