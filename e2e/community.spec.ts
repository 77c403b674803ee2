import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { listSettled } from './support/communityList';
import { buildSummary, chooseSlot, openPlanner, raise, retitle } from './support/planning';
import { newPlayer, registerAndLogIn } from './support/players';
import { deviceOptions, expectSuccess, savePublic } from './support/saving';
import { COMMUNITY_TEXTS } from '../src/api/contract/publicBuildsTexts';
import { SAVED_BUILD_TEXTS } from '../src/api/contract/savedBuildsTexts';

/*
 * The community journey, in a real browser against the real server, on desktop and on a phone: a
 * player saves a Public build, finds it on Community Builds under each filter it matches (and not
 * under one it does not), opens it in the read-only viewer; a visitor in a fresh browser likes it
 * once, meets 'Already Liked' on a second like, gets its link and copies it into their own planner
 * with the same allocations. A crawler that runs no script reads the viewer page's Open Graph tags
 * and gets a PNG for its image.
 */

const MAIN_TAG = 'Sniper';
const OTHER_MAIN_TAG = 'Pilot';
const TYPE_TAG = 'End Game Build';
const OTHER_TYPE_TAG = 'Leveling Build';
/** The planner's first class: a new build is planned in it. */
const CLASS = 'trooper';
const OTHER_CLASS = 'mentat';
/** The PNG signature every PNG file starts with. */
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The card of a build in the community list, by its title. */
function card(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

/** The page's address holds exactly this filter value (as the page writes it, `+` for spaces). */
function inAddress(param: string, value: string): RegExp {
  const pair = new URLSearchParams({ [param]: value }).toString();
  return new RegExp(`[?&]${pair.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(&|$)`);
}

/**
 * Sets one of the list's selects to a value the build does not match (its card goes), then to one
 * it matches (its card comes back, so the list was asked anew), then clears the filters.
 */
async function expectUnderSelect(
  page: Page,
  title: string,
  label: string,
  param: string,
  values: { matching: string; other: string },
): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  await select.selectOption(values.other);
  await expect(page).toHaveURL(inAddress(param, values.other));
  await listSettled(page);
  await expect(card(page, title)).toHaveCount(0);
  await select.selectOption(values.matching);
  await expect(page).toHaveURL(inAddress(param, values.matching));
  await listSettled(page);
  await expect(card(page, title)).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(select).toHaveValue('');
}

/** The same with the title search: words not in the title, then a word of it. */
async function expectUnderSearch(
  page: Page,
  title: string,
  words: { matching: string; other: string },
): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search builds' });
  await search.fill(words.other);
  await expect(page).toHaveURL(inAddress('q', words.other));
  await listSettled(page);
  await expect(card(page, title)).toHaveCount(0);
  await search.fill(words.matching);
  await expect(page).toHaveURL(inAddress('q', words.matching));
  await listSettled(page);
  await expect(card(page, title)).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search).toHaveValue('');
}

/** Saves the build as Public and closes the success dialog. */
async function saveAsPublic(page: Page): Promise<void> {
  await savePublic(page);
  await expectSuccess(page, SAVED_BUILD_TEXTS.saved);
}

/** A browser of its own (no cookies, no storage) with the project's device, as a visitor's. */
async function freshVisitor(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

/** The Like button, by what it offers now. */
function likeButton(page: Page, action: 'Like' | 'Unlike') {
  return page.getByRole('button', { name: new RegExp(`^${action} \\(\\d+ likes?\\)$`) });
}

/** The content of a `<meta property="…">` tag in a page's HTML. */
function metaContent(html: string, property: string): string | undefined {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replace(/&amp;/g, '&');
}

test('a Public build is listed under its filters, liked by a visitor and copied into a planner', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const player = newPlayer(testInfo.project.name, 'listed');
  const title = `Spice Sniper ${player.tag}`;

  await test.step('register and log in', async () => {
    await registerAndLogIn(page, request, player);
  });

  let planned: Awaited<ReturnType<typeof buildSummary>>;
  await test.step('plan a build with a main tag and a type tag, listed Public, and save it', async () => {
    await openPlanner(page);
    await raise(page, testInfo, 'Gunnery', 'Ranged Damage', 2);
    await raise(page, testInfo, 'Gunnery', 'Center of Mass');
    await raise(page, testInfo, 'Suspensor Training', 'Anti-gravity Field');
    await chooseSlot(page, 'Ability slot 1', 'Anti-gravity Field');
    await retitle(page, title);
    await page.getByRole('button', { name: 'Edit tags' }).click();
    const tags = page.getByRole('dialog', { name: 'Build Tags' });
    await tags.getByText(MAIN_TAG, { exact: true }).click();
    await tags.getByText(TYPE_TAG, { exact: true }).click();
    await tags.getByRole('button', { name: 'Save' }).click();
    await expect(tags).toBeHidden();
    await expect(page.getByRole('list', { name: 'Build tags' })).toContainText(MAIN_TAG);
    await expect(page.getByRole('list', { name: 'Build tags' })).toContainText(TYPE_TAG);
    await page.getByRole('combobox', { name: 'Build Listing' }).selectOption('Public');
    planned = await buildSummary(page);
    await saveAsPublic(page);
  });

  await test.step('Community Builds lists it, under each filter it matches and no other', async () => {
    await page.goto('/community-builds');
    await listSettled(page);
    await expect(card(page, title)).toBeVisible();
    await expect(card(page, title)).toContainText(player.username);
    await expectUnderSelect(page, title, 'Main Tag', 'mainTag', {
      matching: MAIN_TAG,
      other: OTHER_MAIN_TAG,
    });
    await expectUnderSelect(page, title, 'Type Tag', 'typeTag', {
      matching: TYPE_TAG,
      other: OTHER_TYPE_TAG,
    });
    await expectUnderSelect(page, title, 'Class', 'class', { matching: CLASS, other: OTHER_CLASS });
    await expectUnderSearch(page, title, { matching: player.tag, other: `${player.tag}x` });
  });

  let viewerUrl = '';
  await test.step('View Build opens the read-only viewer', async () => {
    await listSettled(page);
    await card(page, title).getByRole('link', { name: 'View Build' }).click();
    await expect(page).toHaveURL(/\/build-viewer\/[^/?#]+$/);
    viewerUrl = page.url();
    const viewer = page.getByTestId('build-viewer');
    await expect(viewer.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(viewer.getByRole('link', { name: player.username })).toHaveAttribute(
      'href',
      `/user/${player.username}`,
    );
    await expect(page.getByTestId('sp-spent')).toHaveText(planned.spent ?? '');
    await expect(viewer.getByRole('list', { name: 'Active Abilities' })).toContainText(
      'Anti-gravity Field',
    );
  });

  const visitor = await freshVisitor(browser, deviceOptions(testInfo));
  const visitorProblems: string[] = [];
  visitor.on('pageerror', (error) => visitorProblems.push(error.message));
  const publicUrl = viewerUrl.slice(viewerUrl.lastIndexOf('/') + 1);

  await test.step('a visitor in a fresh browser likes it: the toast, then Unlike', async () => {
    await visitor.goto(viewerUrl);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.getByTestId('like-count')).toHaveText('0');
    await likeButton(visitor, 'Like').click();
    await expect(visitor.getByText(COMMUNITY_TEXTS.liked)).toBeVisible();
    await expect(likeButton(visitor, 'Unlike')).toBeVisible();
    await expect(visitor.getByTestId('like-count')).toHaveText('1');
    // The browser's liked list remembers it: after a reload the button still offers Unlike.
    await visitor.reload();
    await expect(likeButton(visitor, 'Unlike')).toBeVisible();
    await expect(visitor.getByTestId('like-count')).toHaveText('1');
  });

  await test.step('a second like with the same visitor cookie is refused: 409, Already Liked', async () => {
    const again = await visitor.request.post(`/api/saved-builds/${publicUrl}/like`, {
      data: {},
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      COMMUNITY_TEXTS.alreadyLiked,
    );
    // A browser that forgot its liked list (the cookie kept) offers Like; the server says no.
    await visitor.evaluate(() => {
      window.localStorage.removeItem('liked-builds');
    });
    await visitor.reload();
    await likeButton(visitor, 'Like').click();
    const dialog = visitor.getByRole('dialog', { name: COMMUNITY_TEXTS.alreadyLikedTitle });
    await expect(dialog).toContainText(COMMUNITY_TEXTS.alreadyLiked);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(likeButton(visitor, 'Unlike')).toBeVisible();
    await expect(visitor.getByTestId('like-count')).toHaveText('1');
  });

  await test.step("Get Link shows the viewer's own address", async () => {
    await visitor.getByRole('button', { name: 'Get Link' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Shareable Link' });
    await expect(dialog.getByLabel('Build link')).toHaveValue(
      `${baseURL ?? ''}/build-viewer/${publicUrl}`,
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('Open in planner: a new unsaved build with the same allocations', async () => {
    await visitor.getByRole('button', { name: 'Open in planner' }).click();
    await expect(visitor).toHaveURL(/\/skill-trees/);
    await expect(visitor.getByTestId('planner')).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    const origin = visitor.getByTestId('build-origin');
    await expect(origin).toHaveText(`Copied from ${title} by ${player.username}`);
    await expect(origin.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/build-viewer/${publicUrl}`,
    );
    expect(await buildSummary(visitor)).toEqual(planned);
  });

  await test.step('a crawler without script reads Open Graph tags and a PNG image', async () => {
    const html = await request.get(viewerUrl);
    expect(html.status()).toBe(200);
    const text = await html.text();
    expect(metaContent(text, 'og:title')).toContain(title);
    const image = metaContent(text, 'og:image');
    expect(image).toMatch(/\/api\/previews\/viewer\/.+\.png/);
    const png = await request.get(image ?? '');
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect((await png.body()).subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)).toBe(true);
  });

  await visitor.context().close();
  expect(visitorProblems, "page errors in the visitor's browser").toEqual([]);
});
