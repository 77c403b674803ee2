import { readFileSync } from 'node:fs';
import { emptyBuild } from '../src/skills/emptyBuild';
import { validateGameVersion } from '../src/skills/gameDataValidation';
import { indexGameData } from '../src/skills/gameIndex';
import { encodeShareCode } from '../src/skills/shareCode';
import { maxedBuild } from '../tests/domain/fixtures/builds';
import { expect, test } from './fixtures';
import { exampleBuild } from './support/examples';

/**
 * Comparing a saved build with a share code at `/compare/{saved id}/{share code}`: the page comes
 * rendered by the server (its heading before any script), then shows the overlay's legend, the
 * marked trees, the list and the respec's cost; Swap turns the sides round.
 */

/** A maxed Mentat build's share code on the current game data. */
function mentatCode(): string {
  const manifest = JSON.parse(readFileSync('data/game/manifest.json', 'utf8')) as {
    current: string;
  };
  const read = (file: string): unknown =>
    JSON.parse(readFileSync(`data/game/${manifest.current}/${file}.json`, 'utf8'));
  const data = validateGameVersion(manifest.current, {
    classes: read('classes'),
    trees: read('trees'),
    skills: read('skills'),
    progression: read('progression'),
  });
  const index = indexGameData(data);
  return encodeShareCode(maxedBuild(index, { ...emptyBuild(), selectedClass: 'mentat' }), index);
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the compare page shows both builds from the server’s HTML', async ({ page, request }) => {
    const build = await exampleBuild(request);
    await page.goto(`/compare/${build.url}/${mentatCode()}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${build.title} vs Mentat share code` }),
    ).toBeVisible();
    await expect(page.getByTestId('compare-legend')).toBeVisible();
    await expect(page.getByTestId('compare-respec-spice')).toContainText('Respec cost');
  });
});

test('a saved build compared with a share code: legend, marked trees, list, respec and Swap', async ({
  page,
  request,
}) => {
  const build = await exampleBuild(request);
  const code = mentatCode();
  await page.goto(`/compare/${build.url}/${code}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${build.title} vs Mentat share code` }),
  ).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 15_000 });
  await expect(page).toHaveTitle(`Arrakis Planner | ${build.title} vs Mentat share code`);
  const legend = page.getByTestId('compare-legend');
  await expect(legend).toContainText('Only in build A');
  await expect(legend).toContainText('Only in build B');
  // The trees come with the game data; each taken node says which build takes it.
  await expect(page.getByTestId('compare-tree').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Mentat' }).click();
  await expect(page.getByRole('tab', { name: 'Mentat' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.locator('[data-skill-id][aria-label*="only in build B"]').first(),
  ).toBeAttached();
  const list = page.getByTestId('compare-list');
  await list.scrollIntoViewIfNeeded();
  await expect(list.getByRole('heading', { name: 'Mentat' })).toBeVisible();
  await expect(page.getByTestId('compare-respec-spice')).toContainText('Respec cost');
  await expect(page.getByRole('link', { name: /Open in the viewer/ })).toHaveAttribute(
    'href',
    `/build-viewer/${build.url}`,
  );

  await page.getByRole('link', { name: /Swap/ }).click();
  await expect(page).toHaveURL(new RegExp(`/compare/${code}/${build.url}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Mentat share code vs ${build.title}` }),
  ).toBeVisible();
});

test('a side no one may see is said to be missing', async ({ page }) => {
  await page.goto(`/compare/AAAAAAAAAA/${mentatCode()}`);
  await expect(page.getByRole('alert')).toContainText('Build A not found.');
});
