import { expect, test } from './fixtures';

test.describe('the viewer and the class page', () => {
  test('a build the viewer cannot read is toasted and sent on to the community list', async ({
    page,
  }) => {
    await page.goto('/');
    // A hand-over that is no build: it comes, and the engine refuses it.
    await page.evaluate(() => {
      localStorage.setItem('currentBuildView', JSON.stringify({ data: { buildTitle: 5 } }));
    });
    await page.goto('/build-viewer');
    // Said on the page while it redirects, and in the toast that stays after it ('Error: …').
    await expect(page.getByText('Could not load build. Redirecting...').first()).toBeVisible();
    await expect(page).toHaveURL(/\/community-builds$/);
  });

  test("a tap or Enter on a class page's drawn skill opens its details the first time", async ({
    page,
  }) => {
    await page.goto('/class/trooper');
    const gunnery = page.getByRole('region', { name: 'Gunnery tree' });
    // The server's drawing, kept through the takeover, answers the first tap.
    await gunnery.getByRole('button', { name: /^Gunnery: Ranged Damage/ }).click();
    const details = page.getByRole('dialog', { name: 'Ranged Damage' });
    await expect(details).toBeVisible();
    await details.getByRole('button', { name: 'Done' }).click();
    await expect(details).toBeHidden();
    const tactical = page.getByRole('region', { name: 'Tactical Tech tree' });
    const first = tactical.locator('[data-skill-id][tabindex="0"]');
    const name = ((await first.getAttribute('aria-label')) ?? '')
      .split(',')[0]
      ?.replace(/^Tactical Tech: /, '');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name })).toBeVisible();
  });

  test('a class page draws its trees and opens the planner on its class', async ({ page }) => {
    await page.goto('/class/mentat');
    await expect(page.getByRole('region', { name: 'Assassination tree' })).toBeVisible();
    await page.getByRole('link', { name: 'Plan a Mentat build' }).click();
    await expect(page).toHaveURL(/\/skill-trees\?class=mentat$/);
    await expect(page.getByRole('region', { name: 'Assassination tree' })).toBeVisible();
  });
});
