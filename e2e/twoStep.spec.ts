import type { Page } from '@playwright/test';
import { appCode } from '../tests/server/support/authenticatorApp';
import { expect, test } from './fixtures';
import { newPlayer, registerAndLogIn, userMenuButton, type NewPlayer } from './support/players';

/** Logs out from the user menu; the page reloads logged out. */
async function logOut(page: Page, username: string): Promise<void> {
  await userMenuButton(page, username).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

/** The password step of a login with two-step sign-in: ends on the code step. */
async function passwordStep(page: Page, player: NewPlayer): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
}

test('a player turns two-step sign-in on, then logs in with the app’s code and with a recovery code', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const player = newPlayer(testInfo.project.name, 'twostep');
  let secret = '';
  let recoveryCodes: string[] = [];

  await test.step('register and log in', async () => {
    await registerAndLogIn(page, request, player);
  });

  await test.step('turn it on from the account page: password, QR code, first code', async () => {
    await page.goto('/account#two-step');
    // The link's anchor opens the section.
    const section = page.locator('#two-step');
    await section.getByLabel('Your password').fill(player.password);
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const qr = section.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    secret = ((await section.getByLabel('Key for manual entry').textContent()) ?? '').replace(
      /\s/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByLabel('Code from the app').fill(appCode(secret));
    await section.getByRole('button', { name: 'Confirm and turn on' }).click();
    const list = section.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    recoveryCodes = await list.getByRole('listitem').allTextContents();
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download codes' }).click();
    expect((await download).suggestedFilename()).toBe('arrakis-planner-recovery-codes.txt');
    await section.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(section.getByText('On: 10 recovery codes left.')).toBeVisible();
  });

  await test.step('log out, and log in with the password and the app’s code', async () => {
    await logOut(page, player.username);
    await passwordStep(page, player);
    // The setup used this moment's code; the app's next one is accepted (a step of drift).
    await page.getByLabel('Code from your authenticator app').fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(userMenuButton(page, player.username)).toBeVisible();
  });

  await test.step('log out, and log in with a recovery code instead', async () => {
    await logOut(page, player.username);
    await passwordStep(page, player);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(userMenuButton(page, player.username)).toBeVisible();
  });

  await test.step('the used recovery code is gone: 9 left', async () => {
    await page.goto('/account');
    await expect(page.getByText('On: 9 recovery codes left.')).toBeVisible();
  });
});
