import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { codeIn, mailsTo, nextMail } from './support/mailbox';
import { newPlayer, registerAndLogIn, userMenuButton } from './support/players';

/**
 * A player's whole account life in a real browser against the real server: every mail comes
 * over SMTP to the peer beside the site (e2e/support/mailPeer.mjs) and the bot-check is solved
 * in the browser's workers, as a player's would be.
 */

const SESSION_COOKIE = 'arrakis_session';
const FOURTEEN_DAYS_S = 14 * 24 * 60 * 60;

/** A fresh player for each run and project, with the addresses and passwords it moves to. */
function newAccountPlayer(project: string) {
  const player = newPlayer(project);
  const { tag } = player;
  return {
    ...player,
    newEmail: `stilgar_${tag}@arrakis.test`,
    /** For registering again after deletion: a code per address per minute is the limit. */
    laterEmail: `chani_${tag}@arrakis.test`,
    newPassword: `Water-Of-Life-${tag}2`,
    resetPassword: `Shai-Hulud-${tag}3`,
  };
}

async function logIn(page: Page, username: string, password: string, rememberMe = true) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const remember = page.getByLabel('Remember me for 14 days');
  await expect(remember).toBeChecked();
  if (!rememberMe) await remember.uncheck();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenuButton(page, username)).toBeVisible();
}

async function sessionCookie(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((c) => c.name === SESSION_COOKIE || c.name === `__Host-${SESSION_COOKIE}`);
}

/** The Change Email form (Change Password has a Current password field of its own). */
function emailForm(page: Page) {
  return page.locator('form').filter({ has: page.getByLabel('New email') });
}

/** The Change Password form. */
function passwordForm(page: Page) {
  return page.locator('form').filter({ has: page.getByLabel('Confirm new password') });
}

/** Fills the verification code field (one field; pasting a code works as typing does). */
async function enterCode(scope: Page, code: string) {
  await scope.getByLabel('Verification code').fill(code);
}

test('a player registers, logs in and out, changes email and password, recovers both, and deletes the account', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const player = newAccountPlayer(testInfo.project.name);

  await test.step('register with a mailed code, and be logged in', async () => {
    await registerAndLogIn(page, request, player);
    expect((await mailsTo(request, player.email))[0]?.subject).toMatch(/Arrakis Planner/);
  });

  await test.step('log out from the user menu: the page reloads logged out', async () => {
    await userMenuButton(page, player.username).click();
    // The menu's logout reloads the page once logged out; a navigation before that ends is cut.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await reloaded;
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await sessionCookie(page.context())).toBeUndefined();
  });

  await test.step('log in with remember-me: the cookie lasts 14 days', async () => {
    await logIn(page, player.username, player.password);
    const cookie = await sessionCookie(page.context());
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(FOURTEEN_DAYS_S - 120);
    expect(lifetime).toBeLessThanOrEqual(FOURTEEN_DAYS_S + 5);
    // A logged-in player opening /login is sent to their account.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(player.email).first()).toBeVisible();
  });

  await test.step('change the email with the password and a code mailed to the new address', async () => {
    await page.goto('/account');
    await page.getByRole('button', { name: /Change Email/ }).click();
    const form = emailForm(page);
    await form.getByLabel('New email').fill(player.newEmail);
    const send = form.getByRole('button', { name: 'Send Verification Code' });
    await expect(send).toBeDisabled();
    await form.getByLabel('Current password').fill(player.password);
    const seenOld = (await mailsTo(request, player.email)).length;
    await send.click();
    const mail = await nextMail(request, player.newEmail, 0);
    await enterCode(page, codeIn(mail));
    await page.getByRole('button', { name: 'Verify and Update Email' }).click();
    await expect(page.getByText('Email updated successfully!')).toBeVisible();
    // The page reloads and shows the new address.
    await expect(page.getByText(player.newEmail).first()).toBeVisible();
    // The old address is told, with a link that would undo the change.
    const notice = await nextMail(request, player.email, seenOld);
    expect(notice.subject).toContain('your email address was changed');
    expect(notice.text).toMatch(/\/undo-email-change#[A-Za-z0-9_-]{22}/);
  });

  await test.step('change the password: the session on another device ends', async () => {
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await logIn(other, player.username, player.password, false);
    expect((await other.request.get('/api/auth/me')).status()).toBe(200);

    await page.goto('/account');
    await page.getByRole('button', { name: /Change Password/ }).click();
    await passwordForm(page).getByLabel('Current password').fill(player.password);
    await page.getByLabel('New password', { exact: true }).fill(player.newPassword);
    await page.getByLabel('Confirm new password').fill(player.newPassword);
    const seen = (await mailsTo(request, player.newEmail)).length;
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    const mail = await nextMail(request, player.newEmail, seen);
    await enterCode(page, codeIn(mail));
    await page.getByRole('button', { name: 'Verify and Change Password' }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();

    // This device stays logged in; the other one is logged out.
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
    expect((await other.request.get('/api/auth/me')).status()).toBe(401);
    await elsewhere.close();
  });

  await test.step('forgot password: reset with a mailed code, then log in with it', async () => {
    await page.goto('/account');
    await page.getByRole('button', { name: 'Logout (Current Session)' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel('Username').fill(player.username);
    const seen = (await mailsTo(request, player.newEmail)).length;
    await page.getByRole('button', { name: 'Request Reset Code' }).click();
    await expect(
      page.getByText('If the account exists, a password reset email has been sent.'),
    ).toBeVisible();
    const mail = await nextMail(request, player.newEmail, seen);
    await enterCode(page, codeIn(mail));
    await page.getByLabel('New password', { exact: true }).fill(player.resetPassword);
    await page.getByLabel('Confirm new password').fill(player.resetPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Your password has been reset. You may now log in.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    await logIn(page, player.username, player.resetPassword);
  });

  await test.step('forgot username: the username is mailed to the address on file', async () => {
    await userMenuButton(page, player.username).click();
    // The menu's logout reloads the page once logged out; a navigation before that ends is cut.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await reloaded;
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/forgot-username');
    await page.getByLabel('Email').fill(player.newEmail);
    const seen = (await mailsTo(request, player.newEmail)).length;
    await page.getByRole('button', { name: 'Send Username' }).click();
    await expect(
      page.getByText('If the account exists, an email has been sent with the username.'),
    ).toBeVisible();
    const mail = await nextMail(request, player.newEmail, seen);
    expect(mail.text).toContain(player.username);
  });

  await test.step('delete the account: typed word, second confirmation, back home', async () => {
    await logIn(page, player.username, player.resetPassword);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const typed = page.getByRole('dialog').last();
    const confirm = typed.getByRole('button', { name: 'Delete Account' });
    await typed.getByRole('textbox').fill('Delete');
    await expect(confirm).toBeDisabled();
    await typed.getByRole('textbox').fill('delete');
    await confirm.click();
    const final = page.getByRole('alertdialog', { name: 'Are you sure?' });
    const yes = final.getByRole('button', { name: 'Yes, delete my account' });
    await expect(yes).toBeDisabled();
    await final.getByLabel('Current password').fill(player.resetPassword);
    await yes.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  await test.step('the username is free again', async () => {
    await page.goto('/register');
    await page.getByLabel('Username').fill(player.username);
    await page.getByLabel('Email').fill(player.laterEmail);
    await page.getByLabel('Password', { exact: true }).fill(player.password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Verify your email' })).toBeVisible({
      timeout: 15_000,
    });
    const mail = await nextMail(request, player.laterEmail, 0);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });
});

test('protected pages send a visitor to /login, and a wrong password gets one generic answer', async ({
  page,
}) => {
  for (const path of ['/account', '/profile', '/settings', '/my-builds']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await page.getByLabel('Username').fill('paul@atreides.test');
  await expect(page.getByText('Only usernames are accepted for login.')).toBeVisible();
  await page.getByLabel('Username').fill('no_such_player');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid username or password.')).toBeVisible({ timeout: 15_000 });
});

test('the old address undoes an email change: the address comes back and every session ends', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const player = newAccountPlayer(testInfo.project.name);
  await registerAndLogIn(page, request, player);

  // Whoever holds this session changes the email (they know the password too, here).
  await page.goto('/account');
  await page.getByRole('button', { name: /Change Email/ }).click();
  const form = emailForm(page);
  await form.getByLabel('New email').fill(player.newEmail);
  await form.getByLabel('Current password').fill(player.password);
  const seenOld = (await mailsTo(request, player.email)).length;
  await form.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, codeIn(await nextMail(request, player.newEmail, 0)));
  await page.getByRole('button', { name: 'Verify and Update Email' }).click();
  await expect(page.getByText('Email updated successfully!')).toBeVisible();

  // The owner opens the link from the mail to the old address in their own browser.
  const notice = await nextMail(request, player.email, seenOld);
  const link = /https?:\/\/\S+\/undo-email-change#[A-Za-z0-9_-]+/.exec(notice.text)?.[0];
  if (!link) throw new Error(`No undo link in: ${notice.text}`);
  const url = new URL(link);
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await ownerPage.setExtraHTTPHeaders({ 'x-forwarded-for': player.address });
  await ownerPage.goto(`${url.pathname}${url.hash}`);
  await expect(ownerPage.getByRole('heading', { name: 'Undo Email Change' })).toBeVisible();
  await expect(ownerPage.getByText(/Every session of your account ends/)).toBeVisible();
  // Opening the page changed nothing: the session that changed the email still works.
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  await ownerPage.getByRole('button', { name: 'Undo the Email Change' }).click();
  await expect(ownerPage.getByText(/Your email address is back/)).toBeVisible();
  await expect(ownerPage.getByRole('link', { name: 'Reset Your Password' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  // Once only.
  await ownerPage.reload();
  await ownerPage.getByRole('button', { name: 'Undo the Email Change' }).click();
  await expect(ownerPage.getByText(/This link has expired or was already used/)).toBeVisible();

  await logIn(ownerPage, player.username, player.password);
  await ownerPage.goto('/account');
  await expect(ownerPage.getByText(player.email).first()).toBeVisible();
  await owner.close();
});
