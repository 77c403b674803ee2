import type { APIRequestContext, Page } from '@playwright/test';
import type { CollectionList } from '../src/api/contract/collections';
import { COLLECTION_TEXTS } from '../src/api/contract/collectionsTexts';
import { expect, test } from './fixtures';
import { listSettled } from './support/communityList';
import { newPlayer, registerAndLogIn } from './support/players';

/*
 * Favourites and collections in a real browser against the real server, on desktop and on a
 * phone: a player stars a Public build from the viewer and sees its count go up (and stay, read
 * again after a reload), saves it to a new Public collection from "Save to collection", and
 * finds it ahead of the unstarred builds once the community list is sorted by "Most favourited".
 * Each project stars its own example build, so the counts it checks are its own.
 */

/** The example build each project stars: never the same, as both run at once. */
const STARRED: Record<string, string> = {
  desktop: 'Mentat Starter: Calculated Marksman',
  mobile: 'Planetologist Starter: Desert Engineer',
};

/** The short public id of the example build of this title. */
async function exampleUrl(request: APIRequestContext, title: string): Promise<string> {
  const answer = await request.get('/api/public-builds?limit=12&author=arrakis-planner');
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { url: string; title: string }[] };
  const url = data.find((build) => build.title === title)?.url;
  if (url === undefined) throw new Error(`No example build titled ${title}.`);
  return url;
}

/** The viewer's star, whatever its count. */
function star(page: Page) {
  return page.getByTestId('favourite-button');
}

/** The star's count as it shows. */
async function shownCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('favourite-count').textContent());
}

test('a player favourites a build, saves it to a new collection and finds it by Most favourited', async ({
  page,
  request,
}, testInfo) => {
  // A registration by mail and four screens: beside the other journeys, more than the default.
  test.setTimeout(90_000);
  const title = STARRED[testInfo.project.name] ?? STARRED.desktop ?? '';
  const url = await exampleUrl(request, title);
  const player = newPlayer(testInfo.project.name, 'naib');
  const collectionName = `Raid night ${player.tag}`;
  await registerAndLogIn(page, request, player);

  let count = 0;
  await test.step('the star favourites the build and its count goes up', async () => {
    await page.goto(`/build-viewer/${url}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The server's HTML is inert until the app has taken it over: a press before is lost.
    await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 15_000 });
    await expect(star(page)).toHaveAttribute('aria-pressed', 'false');
    // The player's collections are read once the page is idle: the star waits for nothing.
    const before = await shownCount(page);
    await star(page).click();
    await expect(star(page)).toHaveAttribute('aria-pressed', 'true');
    count = before + 1;
    await expect(page.getByTestId('favourite-count')).toHaveText(String(count));
    await expect(star(page)).toHaveAccessibleName(
      `Favourite (${count} ${count === 1 ? 'favourite' : 'favourites'})`,
    );
    await expect(page.getByText(COLLECTION_TEXTS.addedToFavourites)).toBeVisible();
  });

  await test.step('read again after a reload: still starred, with the same count', async () => {
    const collections = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/collections?build=${url}`) && response.status() === 200,
    );
    await page.reload();
    await collections;
    await expect(star(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourite-count')).toHaveText(String(count));
  });

  await test.step('saved to a new Public collection from "Save to collection"', async () => {
    await page.getByRole('button', { name: COLLECTION_TEXTS.saveToCollection }).click();
    const dialog = page.getByRole('dialog', { name: COLLECTION_TEXTS.saveToCollection });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('checkbox', { name: COLLECTION_TEXTS.favouritesName }),
    ).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(collectionName);
    await dialog.getByRole('radio', { name: 'Public' }).check();
    await dialog.getByRole('button', { name: 'Create and save' }).click();
    await expect(dialog.getByRole('checkbox', { name: collectionName })).toBeChecked();
    await expect(dialog.getByRole('status')).toHaveText(
      `${COLLECTION_TEXTS.created} ${COLLECTION_TEXTS.added}`,
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // The server keeps it: the player's collections say the new one holds the build.
    const answer = await page.request.get(`/api/collections?build=${url}`);
    expect(answer.status()).toBe(200);
    const { collections } = (await answer.json()) as CollectionList;
    expect(collections.find((each) => each.name === collectionName)).toMatchObject({
      sharing: 'Public',
      has_build: true,
      build_count: 1,
    });
  });

  await test.step('"Most favourited" puts the starred builds first', async () => {
    await page.goto('/community-builds');
    await listSettled(page);
    const mostFavourited = page.getByLabel('Most favourited');
    await mostFavourited.click();
    await expect(page).toHaveURL(/[?&]favourites=1(&|$)/);
    await expect(mostFavourited).toBeChecked();
    await listSettled(page);
    const cards = page.getByRole('article');
    const starred = cards.filter({ hasText: title });
    await expect(starred).toHaveCount(1);
    await expect(starred.getByTestId('card-favourites')).toContainText(`★ ${count}`);
    // Counts run from most to fewest, and the starred build comes before any unstarred one.
    const counts = (await cards.getByTestId('card-favourites').allTextContents()).map((text) =>
      Number(/★ (\d+)/.exec(text)?.[1]),
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const titles = await cards.getByRole('heading').allTextContents();
    const firstUnstarred = counts.indexOf(0);
    expect(titles.indexOf(title)).toBeGreaterThanOrEqual(0);
    if (firstUnstarred >= 0) expect(titles.indexOf(title)).toBeLessThan(firstUnstarred);

    // It takes the place of Most Likes: ticking one unticks the other.
    await page.getByLabel('Most Likes').click();
    await expect(page).toHaveURL(/[?&]mostLikes=1(&|$)/);
    await expect(mostFavourited).not.toBeChecked();
    await expect(page).not.toHaveURL(/favourites=1/);
  });
});
