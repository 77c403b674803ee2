import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import { expect, test } from './fixtures';
import { newPlayer, registerAndLogIn, userMenuButton } from './support/players';

/** A login bot-check token, solved in Node as a script would. */
async function loginToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/bot-check/challenge?action=login');
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('100 wrong passwords from 10 addresses lock nobody out: the known browser and, after the harder check, a new one get in', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const player = newPlayer(testInfo.project.name, 'ghanima');
  await registerAndLogIn(page, request, player);

  await test.step('someone guesses 100 times from 10 addresses', async () => {
    const net = `10.${randomInt(1, 250)}.${randomInt(1, 250)}`;
    for (let address = 1; address <= 10; address += 1) {
      for (let guess = 0; guess < 10; guess += 1) {
        const response = await request.post('/api/auth/login', {
          headers: { 'x-forwarded-for': `${net}.${address}`, 'x-requested-with': 'arrakis' },
          data: {
            username: player.username,
            password: `Wrong-Guess-${guess}-Again`,
            recaptchaToken: await loginToken(request),
          },
        });
        expect(response.status()).toBe(401);
      }
    }
  });

  await test.step('the browser that logged in before gets in at once', async () => {
    await page.context().clearCookies({ name: /arrakis_session$/ });
    await logIn(page, player.username, player.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(userMenuButton(page, player.username)).toBeVisible();
  });

  await test.step('a new browser is told to wait for the harder check, then gets in', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.setExtraHTTPHeaders({ 'x-forwarded-for': player.address });
    await logIn(other, player.username, player.password);
    // A new context loads the page cold and the first answer asks for the harder check.
    await expect(other.getByRole('status')).toHaveText(
      'Checking that you are a person; this takes a few seconds longer.',
      { timeout: 30_000 },
    );
    await expect(other).toHaveURL(/\/$/, { timeout: 60_000 });
    await expect(userMenuButton(other, player.username)).toBeVisible();
    await context.close();
  });
});
