import { expect, test } from './fixtures';
import { exampleBuild } from './support/examples';

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
    // The planner has booted once its panels are there; on a slow machine that outlasts one wait.
    await expect(page.getByTestId('trainer-access')).toBeAttached();
    await expect(page.getByRole('heading', { level: 2, name: /^Mentat\b/ }).first()).toBeVisible();
    // A phone shows one of the class's trees at a time, the first (Mental Calculus) on a fresh load.
    const mentatTree = page.getByRole('region', {
      name: /^(Mental Calculus|Assassination|Tactician) tree$/,
    });
    await expect(mentatTree.first()).toBeVisible();
  });

  test("a build's page prints as its guide: the checklist and the guide in dark ink on white, no chrome", async ({
    page,
    request,
  }) => {
    const build = await exampleBuild(request);
    // The browser's print dialog is not ours to drive: the page's call to it is what is checked.
    await page.addInitScript(() => {
      window.print = () => {
        document.documentElement.dataset.printed = String(
          Number(document.documentElement.dataset.printed ?? 0) + 1,
        );
      };
    });
    await page.goto(`/build-viewer/${build.url}`);
    const checklist = page.getByTestId('unlock-checklist');
    await expect(checklist.getByRole('img', { name: 'To do' }).first()).toBeVisible();
    const guide = page.getByTestId('viewer-guide');
    await expect(guide.getByRole('heading', { name: build.title })).toBeVisible();
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-printed', '1');

    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      page.getByRole('navigation', { name: 'Main' }),
      page.getByRole('contentinfo'),
      page.getByRole('button', { name: 'Print', exact: true }),
      page.getByRole('button', { name: 'Next class' }),
    ]) {
      await expect(chrome).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1, name: build.title })).toBeVisible();
    await expect(checklist.getByRole('img', { name: 'To do' }).first()).toBeVisible();
    await expect(guide.getByRole('heading', { name: build.title })).toBeVisible();
    const colours = await page.evaluate(() => ({
      paper: getComputedStyle(document.body).backgroundColor,
      ink: getComputedStyle(document.querySelector('h1') as Element).color,
      checklist: getComputedStyle(
        document.querySelector('[data-testid="unlock-checklist"]') as Element,
      ).color,
    }));
    expect(colours.paper).toBe('rgb(255, 255, 255)');
    // Dark ink: every channel of the title and the checklist's text well below the paper's.
    for (const ink of [colours.ink, colours.checklist]) {
      const channels = (ink.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      expect(Math.max(...channels), ink).toBeLessThan(80);
    }
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
