import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { codeIn, nextMail } from './mailbox';

/** A fresh player for one run and project, so journeys never meet. */
export interface NewPlayer {
  /** The random part of each field, for more addresses or passwords of the same player. */
  tag: string;
  username: string;
  email: string;
  password: string;
  /**
   * The address this player's pages come from, as the proxy in front of the site reports it
   * (`X-Forwarded-For`; the journeys' server trusts its own machine as that proxy). Each player
   * has their own, as in the field: the per-address limits (20 sign-ups an hour) then meet one
   * player, not every journey of the run together.
   */
  address: string;
}

/** A player no other journey uses: the project's name and random letters in each field. */
export function newPlayer(project: string, prefix = 'fremen'): NewPlayer {
  const tag = `${project.slice(0, 3)}${randomBytes(4).toString('hex')}`;
  return {
    tag,
    username: `${prefix}_${tag}`,
    email: `${prefix}_${tag}@arrakis.test`,
    password: `Sietch-Tabr-${tag}1`,
    address: `10.${[...randomBytes(3)].join('.')}`,
  };
}

/** The header's user menu button: shown once the player is logged in. */
export function userMenuButton(page: Page, username: string) {
  return page.getByRole('banner').getByRole('button', { name: username });
}

/**
 * Registers through the real pages, as a player does: the form, the bot-check solved in the
 * browser, the code mailed over SMTP to the peer beside the site, then the success dialog.
 * Ends logged in, on the home page. The page keeps the player's own address from here on.
 */
export async function registerAndLogIn(
  page: Page,
  request: APIRequestContext,
  player: NewPlayer,
): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': player.address });
  await page.goto('/register');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  const register = page.getByRole('button', { name: 'Register', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  const notReady = page.getByRole('alert').filter({ hasText: 'reCAPTCHA not initialized' });
  await register.click();
  // The bot-check loads with the form: a click before it is ready gets the spec's error, and the
  // player clicks again.
  await expect(async () => {
    if (await notReady.isVisible()) await register.click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const mail = await nextMail(request, player.email, 0);
  await page.getByLabel('Verification code').fill(codeIn(mail));
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Registration successful' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenuButton(page, player.username)).toBeVisible();
}
