import type { FeedbackItem } from '../src/api/contract/feedback';
import { expect, test } from './fixtures';
import { grantAdmin } from './support/admins';
import { mailsTo } from './support/mailbox';
import { newPlayer, registerAndLogIn } from './support/players';

/**
 * Feedback end to end: a player writes from the page they were on, the bot-check is solved in the
 * browser, the green thanks shows and the thank-you page follows; the message is mailed to
 * FEEDBACK_TO over real SMTP and waits in the moderators' inbox, which a player reads only once
 * `npm run admin -- grant` made them a moderator. The bot-check's config comes with the page, never
 * from its API.
 */
test('feedback sent from a page reaches the mail and the moderators’ inbox', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // Every page carries the bot-check's config: its forms never ask the API for it.
  const configAsked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/bot-check') configAsked.push(sent.url());
  });
  const player = newPlayer(testInfo.project.name, 'mentat');
  await registerAndLogIn(page, request, player);
  const text = `The Mentat tree needs a search box (${player.tag}).`;

  await page.goto('/feedback?from=/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Submit Feedback' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Your Feedback').fill(text);
  await page.getByLabel('Email (optional)').fill(player.email);
  await send.click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/feedback-thanks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  expect(configAsked).toEqual([]);

  // Both projects mail the same team address: this run's message is the one with its text.
  await expect
    .poll(async () => {
      const mail = (await mailsTo(request, 'team@arrakis.test')).find((m) => m.text.includes(text));
      return mail ? [mail.text.includes(player.email), mail.text.includes('Page: /classes')] : null;
    })
    .toEqual([true, true]);

  // A player is not a moderator: the inbox stays shut until the command line grants the role.
  expect((await page.request.get('/api/admin/feedback')).status()).toBe(403);
  await grantAdmin(player.username);
  const inbox = await page.request.get('/api/admin/feedback?status=open');
  expect(inbox.status()).toBe(200);
  const { items } = (await inbox.json()) as { items: FeedbackItem[] };
  expect(items.find((item) => item.feedback === text)).toMatchObject({
    email: player.email,
    page: '/classes',
    done_at: null,
  });

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
