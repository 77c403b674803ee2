import { describe, expect, it } from 'vitest';
import { PLAIN_EMAIL_ONLY } from '../../src/api/contract/accountRules';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { MAIL_BUDGET_MESSAGES } from '../../server/services/mailBudget';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD, useAccountApp, type AccountTestApp } from './support/accountApp';

/** Addresses that mail programs deliver to victim@sietch.test, each once its own counter. */
const VARIANTS = [
  'a<victim@sietch.test>',
  '"x"<victim@sietch.test>',
  'victim@sietch.test,',
  'victim@sietch.test;',
  'victim@sietch.test.',
  'victim@sietch.test, victim@sietch.test',
  'Victim <victim@sietch.test>',
];

const register = async (t: AccountTestApp, username: string, email: string) =>
  t.call('POST', '/api/auth/register', {
    ip: freshIp(),
    body: { username, email, password: PASSWORD, recaptchaToken: await t.token('register') },
  });
const forgotUsername = async (t: AccountTestApp, email: string) =>
  t.call('POST', '/api/auth/forgot-username', {
    ip: freshIp(),
    body: { email, recaptchaToken: await t.token('forgot_username') },
  });
const forgotPassword = async (t: AccountTestApp, username: string) =>
  t.call('POST', '/api/auth/reset-password/request', {
    ip: freshIp(),
    body: { username, recaptchaToken: await t.token('forgot_password') },
  });

describe.each(databaseKinds)('mail only to one plain address (%s)', (kind) => {
  const t = useAccountApp(kind);

  it('refuses every address variant with the message, and the victim gets no mail', async () => {
    const cookie = await t.signUp('Chani', 'chani@sietch.test');
    for (const [index, email] of VARIANTS.entries()) {
      const answers = [
        await register(t, `Bomber-${index}`, email),
        await forgotUsername(t, email),
        await t.call('POST', '/api/account/send-email-code', {
          ip: freshIp(),
          cookie,
          body: { newEmail: email, recaptchaToken: await t.token('change_email') },
        }),
        await t.call('PUT', '/api/account', {
          ip: freshIp(),
          cookie,
          body: { email, code: '123456' },
        }),
        await t.call('PUT', '/api/auth/settings', {
          ip: freshIp(),
          cookie,
          body: { username: 'Chani', email, code: '123456' },
        }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, `${email}: ${answer.body}`).toBe(400);
        expect(answer.json()).toMatchObject({ message: PLAIN_EMAIL_ONLY });
      }
      // The reset form takes a username: an address typed there reaches nobody.
      const reset = await forgotPassword(t, email);
      expect(reset.json()).toEqual({ message: MESSAGES.resetRequested });
    }
    expect(await t.smtp.mailsTo('victim@sietch.test', 300)).toEqual([]);
  });

  it('counts case and +tag variants of one mailbox together', async () => {
    expect((await register(t, 'Harah', 'harah@sietch.test')).statusCode).toBe(200);
    for (const variant of ['HARAH@Sietch.Test', 'harah+again@sietch.test']) {
      const again = await register(t, 'Harah-2', variant);
      expect(again.statusCode, variant).toBe(429);
    }
    expect(await t.smtp.mailsTo('harah+again@sietch.test', 100)).toEqual([]);
  });
});

describe.each(databaseKinds)('the hourly mail budgets (%s)', (kind) => {
  const t = useAccountApp(kind, () => ({
    MAIL_BUDGET_PER_HOUR: '4',
    MAIL_DOMAIN_BUDGET_PER_HOUR: '2',
  }));

  it('stop mails per recipient domain and in all, and recovery answers never tell', async () => {
    await t.signUp('Stilgar', 'stilgar@sietch.test'); // 1 mail
    expect((await register(t, 'Fremen-a', 'a@fremen.test')).statusCode).toBe(200);
    expect((await register(t, 'Fremen-b', 'b@fremen.test')).statusCode).toBe(200);

    const domainSpent = await register(t, 'Fremen-c', 'c@fremen.test');
    expect(domainSpent.statusCode).toBe(503);
    expect(domainSpent.json()).toMatchObject({ message: MAIL_BUDGET_MESSAGES.domain });
    expect(Number(domainSpent.headers['retry-after'])).toBeGreaterThan(0);

    expect((await register(t, 'Caladan-d', 'd@caladan.test')).statusCode).toBe(200); // 4 mails
    const siteSpent = await register(t, 'Giedi-e', 'e@giedi.test');
    expect(siteSpent.statusCode).toBe(503);
    expect(siteSpent.json()).toMatchObject({ message: MAIL_BUDGET_MESSAGES.site });

    // Recovery past the budget: the answer of a sent mail, for a known and an unknown account.
    for (const email of ['stilgar@sietch.test', 'nobody@sietch.test']) {
      const answer = await forgotUsername(t, email);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: MESSAGES.usernameMailed });
    }
    for (const username of ['Stilgar', 'Nobody']) {
      const answer = await forgotPassword(t, username);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: MESSAGES.resetRequested });
    }

    const received = [
      ...(await t.smtp.mailsTo('c@fremen.test', 300)),
      ...(await t.smtp.mailsTo('e@giedi.test')),
      ...(await t.smtp.mailsTo('stilgar@sietch.test')).filter(
        (m) => !/verification/.test(m.subject),
      ),
    ];
    expect(received).toEqual([]);
  });
});
