import type { Page } from '@playwright/test';
import { COLLECTION_TEXTS } from '../src/api/contract/collectionsTexts';
import { expect, test } from './fixtures';
import { newPlayer, registerAndLogIn, type NewPlayer, userMenuButton } from './support/players';
import { deviceOptions } from './support/saving';

/*
 * Collections in a real browser against the real server, on desktop and on a phone: a player
 * makes a Public collection from My Collections, fills it with the site's example builds
 * (through the API, with the page's own session), reorders and renames it on its page and
 * finds it on their author page; a visitor opens its link and reads it, served with the page;
 * a Private one reads 'Collection not found.' to the visitor and opens for its owner.
 */

/** Three of the site's Public example builds: their ids and titles. */
async function exampleBuilds(page: Page): Promise<{ id: string; title: string }[]> {
  const answer = await page.request.get('/api/public-builds?limit=3&author=arrakis-planner');
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { id: string; title: string }[] };
  expect(data).toHaveLength(3);
  return data;
}

/** The headers a write of the page's session needs (the site's CSRF check, the player's address). */
function writeHeaders(player: NewPlayer) {
  return { 'x-requested-with': 'arrakis', 'x-forwarded-for': player.address };
}

/** The titles of the collection page's cards, in order. */
function cardTitles(page: Page) {
  return page
    .getByRole('list', { name: 'Builds in this collection' })
    .getByRole('article')
    .getByRole('heading');
}

test('a player makes, fills, arranges and shares a collection; a Private one stays theirs', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const player = newPlayer(testInfo.project.name, 'curator');
  await registerAndLogIn(page, request, player);
  const name = `Dune walkers ${player.tag}`;
  let path = '';

  await test.step('My Collections, from the account menu: a new Public collection', async () => {
    await userMenuButton(page, player.username).click();
    await page.getByRole('menuitem', { name: 'My Collections' }).click();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Collections' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Three starters for new arrivals.\nRead them in this order.');
    await page.getByRole('radio', { name: /Public/ }).check();
    await page.getByRole('button', { name: 'Create collection' }).click();
    const made = page.getByRole('status').filter({ hasText: COLLECTION_TEXTS.created });
    const link = made.getByRole('link', { name });
    await expect(link).toBeVisible();
    path = (await link.getAttribute('href')) ?? '';
    expect(path).toMatch(/^\/collection\/[A-Za-z0-9_-]{12}$/);
    await expect(
      page.getByRole('list', { name: 'Your collections' }).getByRole('link', { name }),
    ).toBeVisible();
  });

  const builds = await exampleBuilds(page);
  const titles = builds.map((build) => build.title);
  await test.step('three example builds go in, through the API', async () => {
    const id = path.split('/').at(-1) ?? '';
    for (const build of builds) {
      const answer = await page.request.put(`/api/collections/${id}/builds/${build.id}`, {
        data: {},
        headers: writeHeaders(player),
      });
      expect(answer.status(), await answer.text()).toBe(200);
    }
  });

  await test.step('its page: the description as written, the builds in order', async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Three starters for new arrivals.')).toHaveText(
      'Three starters for new arrivals.\nRead them in this order.',
    );
    await expect(page.getByText('3 builds')).toBeVisible();
    await expect(cardTitles(page)).toHaveText(titles);
  });

  await test.step('reordered from the keyboard, and kept', async () => {
    const first = page.getByRole('group', { name: `Arrange ${titles[0]}` });
    const down = first.getByRole('button', { name: 'Move down' });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect(cardTitles(page)).toHaveText([titles[1], titles[0], titles[2]] as string[]);
    await expect(down).toBeFocused();
    // The move is saved once the page has read the collection again (nothing is busy).
    await expect(page.getByRole('list', { name: 'Builds in this collection' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await page.reload();
    await expect(cardTitles(page)).toHaveText([titles[1], titles[0], titles[2]] as string[]);
  });

  const renamed = `Starter path ${player.tag}`;
  await test.step('renamed in place, and kept', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    const field = page.getByRole('textbox', { name: 'Name' });
    await expect(field).toBeFocused();
    await field.fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeFocused();
    await expect(page).toHaveTitle(`Arrakis Planner | ${renamed}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });

  await test.step('their author page lists it under their builds', async () => {
    await page.goto(`/user/${player.username}`);
    const heading = page.getByRole('heading', { level: 2, name: 'Collections' });
    await heading.scrollIntoViewIfNeeded();
    const list = page.getByRole('list', { name: `${player.username}'s collections` });
    await expect(list.getByRole('link', { name: renamed })).toHaveAttribute('href', path);
    await expect(list.getByText('3 builds')).toBeVisible();
  });

  const hidden = await page.request.post('/api/collections', {
    data: { name: `Secret ${player.tag}`, sharing: 'Private' },
    headers: writeHeaders(player),
  });
  expect(hidden.status(), await hidden.text()).toBe(201);
  const hiddenPath = `/collection/${((await hidden.json()) as { collection: { id: string } }).collection.id}`;

  const visitorContext = await browser.newContext(deviceOptions(testInfo));
  const visitor = await visitorContext.newPage();
  try {
    await test.step('a visitor opens its link: served with the page, no owner tools', async () => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(renamed);
      await visitor.goto(path);
      await expect(visitor.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
      await expect(visitor.getByRole('link', { name: player.username }).first()).toHaveAttribute(
        'href',
        `/user/${player.username}`,
      );
      await expect(cardTitles(visitor)).toHaveText([titles[1], titles[0], titles[2]] as string[]);
      await expect(visitor.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expect(visitor.getByRole('button', { name: 'Move up' })).toHaveCount(0);
    });

    await test.step('a Private collection: not found for the visitor, open for its owner', async () => {
      await visitor.goto(hiddenPath);
      await expect(
        visitor.getByRole('heading', { level: 1, name: COLLECTION_TEXTS.notFound }),
      ).toBeVisible();
      await expect(visitor).toHaveTitle('Arrakis Planner | Collection Not Found');
      await page.goto(hiddenPath);
      await expect(
        page.getByRole('heading', { level: 1, name: `Secret ${player.tag}` }),
      ).toBeVisible();
      await expect(page.getByText(COLLECTION_TEXTS.empty)).toBeVisible();
    });
  } finally {
    await visitorContext.close();
  }
});
