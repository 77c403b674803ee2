import { expect, test } from './fixtures';
import { listSettled } from './support/communityList';

/*
 * The community list by game version, in a real browser against the real server, on desktop and
 * on a phone: each card says in words whether its build holds on the current data; the list
 * narrows to builds valid on it and to builds updated since a patch, both kept in the address
 * through a reload; a patch the data does not know is cleared with a notice.
 */

const CURRENT = '1.5.3.6';

test('the community list says and filters which builds hold on the current game version', async ({
  page,
}) => {
  await page.goto('/community-builds');
  await listSettled(page);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Every card says its status in words, not by a colour or mark alone.
  const count = await cards.count();
  for (let i = 0; i < count; i += 1) {
    await expect(cards.nth(i)).toContainText(/valid on 1\.5\.3\.6|needs attention/);
  }

  await test.step('only builds valid on the current version', async () => {
    // The patches load in the browser: once they are there, the page has taken over the
    // server's HTML, and a click on the box is the page's.
    await expect(page.getByLabel('Updated since', { exact: true })).toBeEnabled();
    // A click, then its outcome: the box follows the address, which the page updates after it.
    const validOnly = page.getByLabel(`Only builds valid on ${CURRENT}`);
    await validOnly.click();
    await expect(page).toHaveURL(/[?&]valid=1(&|$)/);
    await expect(validOnly).toBeChecked();
    await listSettled(page);
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText('needs attention')).toHaveCount(0);
    await expect(cards.first()).toContainText(`valid on ${CURRENT}`);
  });

  await test.step('updated since a patch, kept through a reload', async () => {
    const since = page.getByLabel('Updated since', { exact: true });
    await expect(since).toBeEnabled();
    await since.selectOption(CURRENT);
    await expect(page).toHaveURL(new RegExp(`[?&]since=${CURRENT.replace(/\./g, '\\.')}(&|$)`));
    await listSettled(page);
    await page.reload();
    await listSettled(page);
    await expect(page.getByLabel('Updated since', { exact: true })).toHaveValue(CURRENT);
    await expect(page.getByLabel(`Only builds valid on ${CURRENT}`)).toBeChecked();
    // The example builds were saved today, long after the newest patch.
    await expect(cards.first()).toBeVisible();
  });

  await test.step('a patch the data does not know is cleared, with a notice', async () => {
    await page.goto('/community-builds?since=9.9');
    await expect(page.getByText('No dated patch is called "9.9"', { exact: false })).toBeVisible();
    await expect(page).not.toHaveURL(/since=/);
    await listSettled(page);
    await expect(cards.first()).toBeVisible();
  });
});
