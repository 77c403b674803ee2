import type { Page } from '@playwright/test';
import { PLANNER_BUILD_KEY } from '../src/api/plannerBuildStorage';
import { expect, test } from './fixtures';
import { exampleBuild } from './support/examples';
import { menuAction, openPlanner, raise } from './support/planning';

/*
 * The ways into the compare page, in a real browser against the real server, on desktop and on
 * a phone: a community build's viewer compared with the build in my planner, and the planner's
 * build compared with a viewer link pasted into "Compare with…".
 */

/** The share code the planner's address carries, once it has written it. */
async function plannerCode(page: Page): Promise<string> {
  await expect(page).toHaveURL(/#build=/);
  return new URL(page.url()).hash.replace(/^#build=/, '');
}

/** Escapes a text for a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a player compares a community build with the build in their planner', async ({
  page,
  request,
}, testInfo) => {
  const example = await exampleBuild(request);
  let code = '';
  await test.step('a build in the planner is remembered for other pages', async () => {
    await openPlanner(page);
    await raise(page, testInfo, 'Gunnery', 'Ranged Damage');
    code = await plannerCode(page);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), PLANNER_BUILD_KEY))
      .toBe(code);
  });

  await test.step('the viewer offers it under Compare with my build', async () => {
    await page.goto(`/build-viewer/${example.url}`);
    await expect(page.getByRole('heading', { level: 1, name: example.title })).toBeVisible();
    await page.getByRole('button', { name: 'Compare with my build' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare with my build' });
    await dialog.getByRole('button', { name: 'The build in my planner' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare/${escaped(example.url)}/${escaped(code)}$`));
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${escaped(example.title)} vs `) }),
    ).toBeVisible();
  });
});

test('a player compares the planner’s build with a pasted viewer link', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const example = await exampleBuild(request);
  await openPlanner(page);
  await raise(page, testInfo, 'Gunnery', 'Ranged Damage');
  const code = await plannerCode(page);

  await (await menuAction(page, 'Compare with…')).click();
  const dialog = page.getByRole('dialog', { name: 'Compare with…' });
  const field = dialog.getByLabel('Build link or share code');
  await field.fill('the build from the forum');
  await dialog.getByRole('button', { name: 'Compare' }).click();
  await expect(dialog.getByText('That is not a build link or code.')).toBeVisible();
  await expect(field).toHaveValue('the build from the forum');

  await field.fill(`${baseURL ?? ''}/build-viewer/${example.url}/`);
  await dialog.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare/${escaped(code)}/${escaped(example.url)}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(` vs ${escaped(example.title)}$`) }),
  ).toBeVisible();
});
