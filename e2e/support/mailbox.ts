import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** Where the journeys' SMTP peer (e2e/support/mailPeer.mjs) lets them read what it received. */
const MAIL_PEER_HTTP = `http://127.0.0.1:${process.env.MAIL_PEER_HTTP_PORT ?? '3126'}`;

/** A mail as the peer received it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/** Every mail received for `to` so far, oldest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<ReceivedMail[]> {
  const response = await request.get(`${MAIL_PEER_HTTP}/mails?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ReceivedMail[];
}

/**
 * Waits for the next mail to `to` (one more than `seen`) and returns it: mail is sent after the
 * API answers, so it may land a moment after the page moved on.
 */
export async function nextMail(
  request: APIRequestContext,
  to: string,
  seen: number,
): Promise<ReceivedMail> {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsTo(request, to);
        return mails.length;
      },
      { message: `a mail to ${to}`, timeout: 10_000 },
    )
    .toBeGreaterThan(seen);
  const mail = mails[seen];
  if (!mail) throw new Error(`No mail number ${seen + 1} to ${to}`);
  return mail;
}

/**
 * The 6-digit code a mail carries, where it says "… is 123456.": the greeting's username comes
 * first, and its random hex part can be six digits too ("xss-owner.123456").
 */
export function codeIn(mail: ReceivedMail): string {
  const code = /\bis (\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail "${mail.subject}":\n${mail.text}`);
  return code;
}
