import type { Browser, Page, TestInfo } from '@playwright/test';
import {
  REVISION_TEXTS,
  restoredNote,
  restoreQuestion,
  updatedTimes,
} from '../src/api/contract/buildRevisionsTexts';
import { SAVED_BUILD_TEXTS, overwriteQuestion } from '../src/api/contract/savedBuildsTexts';
import { BASED_ON_LIST_TITLE, basedOnCountText } from '../src/viewer/basedOnTexts';
import { expect, test } from './fixtures';
import { buildSummary, chooseSlot, openPlanner, raise, retitle } from './support/planning';
import { newPlayer, registerAndLogIn } from './support/players';
import { deviceOptions, expectSuccess, savedUrl, savePublic } from './support/saving';

/*
 * A saved build through time, in a real browser against the real server, on desktop and on a
 * phone: saved twice, its viewer says so, lists both revisions and compares them, and its author
 * restores the first. A copy opened in the planner and saved says which build it is based on, and
 * that build counts and lists it.
 */

/** Gives the build a new description through the Edit Title and Description dialog. */
async function describe(page: Page, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit title and description' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Title and Description' });
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens a build's viewer page and waits for its heading. */
async function openViewer(page: Page, url: string, title: string): Promise<void> {
  await page.goto(`/build-viewer/${url}`);
  await expect(page.getByTestId('build-viewer').getByRole('heading', { level: 1 })).toHaveText(
    title,
  );
}

/** A revision's row in the viewer's History, by its number. */
function revisionRow(page: Page, number: number) {
  return page
    .getByTestId('build-history')
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^Revision ${number}\\b`) });
}

/** A browser of its own (no cookies, no storage) with the project's device. */
async function ownBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext(deviceOptions(testInfo));
  return context.newPage();
}

test('a build saved twice shows its history, compares its revisions and restores the first', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(360_000);
  const player = newPlayer(testInfo.project.name, 'chronicler');
  const title = `Shifting Sands ${player.tag}`;
  const FIRST = 'Ranged damage first, before the claw.';
  const SECOND = 'Now with the Shigawire Claw.';

  await test.step('register and log in', async () => {
    await registerAndLogIn(page, request, player);
  });

  let first: Awaited<ReturnType<typeof buildSummary>>;
  await test.step('plan a build, list it Public and save it', async () => {
    await openPlanner(page);
    await raise(page, testInfo, 'Gunnery', 'Ranged Damage', 2);
    await raise(page, testInfo, 'Gunnery', 'Center of Mass');
    await raise(page, testInfo, 'Suspensor Training', 'Anti-gravity Field');
    await chooseSlot(page, 'Ability slot 1', 'Anti-gravity Field');
    await retitle(page, title);
    await describe(page, FIRST);
    await page.getByRole('combobox', { name: 'Build Listing' }).selectOption('Public');
    first = await buildSummary(page);
    await savePublic(page);
    await expectSuccess(page, SAVED_BUILD_TEXTS.saved);
  });

  await test.step('add a skill, change the description and save again over it', async () => {
    await raise(page, testInfo, 'Tactical Tech', 'Shigawire Claw', 2);
    await describe(page, SECOND);
    const second = await buildSummary(page);
    expect(second.spent).not.toBe(first.spent);
    await savePublic(page);
    const overwrite = page.getByRole('dialog', { name: SAVED_BUILD_TEXTS.overwriteTitle });
    await expect(overwrite).toContainText(overwriteQuestion(title));
    await overwrite.getByRole('button', { name: 'Overwrite' }).click();
    await expectSuccess(page, SAVED_BUILD_TEXTS.updated);
  });

  const url = await savedUrl(page, title);

  await test.step('its viewer page says "updated once" and lists two revisions', async () => {
    await openViewer(page, url, title);
    await expect(page.getByTestId('build-updates')).toHaveText(updatedTimes(1));
    await expect(page.getByTestId('build-viewer')).toContainText(SECOND);
    const history = page.getByTestId('build-history');
    // The history is read once its panel comes near the screen.
    await history.scrollIntoViewIfNeeded();
    await expect(history.getByRole('heading', { name: REVISION_TEXTS.history })).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(revisionRow(page, 2)).toContainText('(current)');
    await expect(revisionRow(page, 2)).toContainText(player.username);
    await expect(revisionRow(page, 1)).toContainText(player.username);
    // The author may restore the older one, not the current one.
    await expect(
      history.getByRole('button', { name: `${REVISION_TEXTS.restore} revision 1` }),
    ).toBeVisible();
    await expect(
      history.getByRole('button', { name: `${REVISION_TEXTS.restore} revision 2` }),
    ).toHaveCount(0);
  });

  await test.step('Compare revisions shows the added skill and both descriptions', async () => {
    const compareButton = page.getByRole('button', { name: REVISION_TEXTS.compare });
    await compareButton.click();
    await expect(compareButton).toHaveAttribute('aria-expanded', 'true');
    const compare = page.getByRole('region', { name: REVISION_TEXTS.compare });
    await expect(compare.getByLabel(REVISION_TEXTS.compareFrom)).toHaveValue('1');
    await expect(compare.getByLabel(REVISION_TEXTS.compareTo)).toHaveValue('2');
    const diff = compare.getByTestId('build-diff');
    await expect(diff).toContainText('Changes from Revision 1 to Revision 2.');
    const claw = diff
      .getByRole('list', { name: 'Skills that differ' })
      .getByRole('listitem')
      .filter({ hasText: 'Shigawire Claw' });
    await expect(claw).toContainText('Added');
    await expect(claw).toContainText('Level 2');
    await expect(diff).toContainText(`Description, Revision 1${FIRST}`);
    await expect(diff).toContainText(`Description, Revision 2${SECOND}`);
  });

  await test.step('the author restores revision 1: the first version, "updated 2 times"', async () => {
    await revisionRow(page, 1)
      .getByRole('button', { name: `${REVISION_TEXTS.restore} revision 1` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: REVISION_TEXTS.restoreTitle });
    await expect(confirm).toContainText(restoreQuestion(1));
    // The page reads the build again once the restore is stored.
    await Promise.all([
      page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame()),
      confirm.getByRole('button', { name: REVISION_TEXTS.restore }).click(),
    ]);
    await expect(page.getByTestId('build-updates')).toHaveText(updatedTimes(2));
    const viewer = page.getByTestId('build-viewer');
    await expect(viewer.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(viewer).toContainText(FIRST);
    await expect(viewer).not.toContainText(SECOND);
    await expect(page.getByTestId('sp-spent')).toHaveText(first.spent ?? '');
    await page.getByTestId('build-history').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('build-history').getByRole('listitem')).toHaveCount(3);
    await expect(revisionRow(page, 3)).toContainText('(current)');
    await expect(revisionRow(page, 3)).toContainText(restoredNote(1));
  });

  await test.step('the planner loads the restored build as saved', async () => {
    await page.goto('/my-builds');
    await page
      .getByRole('list', { name: 'Saved builds' })
      .getByRole('article', { name: title, exact: true })
      .getByRole('button', { name: 'Load' })
      .click();
    await expect(page).toHaveURL(/\/skill-trees/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await buildSummary(page)).toEqual(first);
  });
});

test('a copy saved from a community build says what it is based on, and the original lists it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  const author = newPlayer(testInfo.project.name, 'naib');
  const copier = newPlayer(testInfo.project.name, 'fedaykin');
  const original = `Sietch Guard ${author.tag}`;
  const copy = `Sietch Guard Remix ${copier.tag}`;

  // The original's author plans in a browser of their own.
  const authorPage = await ownBrowser(browser, testInfo);
  const authorProblems: string[] = [];
  authorPage.on('pageerror', (error) => authorProblems.push(error.message));

  let originalUrl = '';
  await test.step('a player saves a Public build of their own', async () => {
    await registerAndLogIn(authorPage, request, author);
    await openPlanner(authorPage);
    await raise(authorPage, testInfo, 'Gunnery', 'Ranged Damage', 2);
    await raise(authorPage, testInfo, 'Suspensor Training', 'Anti-gravity Field');
    await chooseSlot(authorPage, 'Ability slot 1', 'Anti-gravity Field');
    await retitle(authorPage, original);
    await authorPage.getByRole('combobox', { name: 'Build Listing' }).selectOption('Public');
    await savePublic(authorPage);
    await expectSuccess(authorPage, SAVED_BUILD_TEXTS.saved);
    originalUrl = await savedUrl(authorPage, original);
  });

  await test.step('its viewer page counts no builds based on it yet', async () => {
    await openViewer(authorPage, originalUrl, original);
    await expect(authorPage.getByText(/based on this$/)).toHaveCount(0);
    await expect(authorPage.getByTestId('build-origin')).toHaveCount(0);
  });
  await authorPage.context().close();
  expect(authorProblems, "page errors in the author's browser").toEqual([]);

  await test.step('another player opens it in the planner and saves the copy as Public', async () => {
    await registerAndLogIn(page, request, copier);
    await openViewer(page, originalUrl, original);
    await page.getByRole('button', { name: 'Open in planner' }).click();
    await expect(page).toHaveURL(/\/skill-trees/);
    await expect(page.getByTestId('planner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
    await expect(page.getByTestId('build-origin')).toHaveText(
      `Copied from ${original} by ${author.username}`,
    );
    await retitle(page, copy);
    await page.getByRole('combobox', { name: 'Build Listing' }).selectOption('Public');
    await savePublic(page);
    await expectSuccess(page, SAVED_BUILD_TEXTS.saved);
  });

  const copyUrl = await savedUrl(page, copy);

  await test.step('the copy\'s viewer page says "Based on {title} by {author}"', async () => {
    await openViewer(page, copyUrl, copy);
    const origin = page.getByTestId('build-origin');
    await expect(origin).toHaveText(`Based on ${original} by ${author.username}`);
    await expect(origin.getByRole('link', { name: original })).toHaveAttribute(
      'href',
      `/build-viewer/${originalUrl}`,
    );
    // Nothing is based on the copy itself.
    await expect(page.getByText(/based on this$/)).toHaveCount(0);
  });

  await test.step('its link leads to the original, which counts one build based on it', async () => {
    await page.getByTestId('build-origin').getByRole('link', { name: original }).click();
    await expect(page).toHaveURL(new RegExp(`/build-viewer/${originalUrl}$`));
    await expect(page.getByTestId('build-viewer').getByRole('heading', { level: 1 })).toHaveText(
      original,
    );
    await expect(page.getByTestId('build-origin')).toHaveCount(0);
    await expect(page.getByRole('button', { name: basedOnCountText(1) })).toBeVisible();
  });

  await test.step('the list of builds based on it has the copy, which it links to', async () => {
    await page.getByRole('button', { name: basedOnCountText(1) }).click();
    const dialog = page.getByRole('dialog', { name: BASED_ON_LIST_TITLE });
    await expect(dialog).toContainText(`Builds players saved from “${original}”.`);
    const list = dialog.getByRole('list', { name: BASED_ON_LIST_TITLE });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(`by ${copier.username}`);
    await list.getByRole('link', { name: copy }).click();
    await expect(page).toHaveURL(new RegExp(`/build-viewer/${copyUrl}$`));
    await expect(page.getByTestId('build-viewer').getByRole('heading', { level: 1 })).toHaveText(
      copy,
    );
  });
});
