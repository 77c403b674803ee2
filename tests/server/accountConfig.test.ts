import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

// The account variables (mail and bot-check): read before any database exists.

function problemOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env, '/srv/arrakis');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('account configuration', () => {
  it('reads SMTP, the sender, the ALTCHA key and cost, and reCAPTCHA', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@mail.example:465',
      MAIL_FROM: 'Arrakis Planner <no-reply@arrakis.example>',
      ALTCHA_HMAC_KEY: 'x'.repeat(40),
      BOT_CHECK_COST: '5000',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_MIN_SCORE: '0.7',
      MAIL_BUDGET_PER_HOUR: '0',
      MAIL_DOMAIN_BUDGET_PER_HOUR: '40',
    });
    expect(config.accounts).toEqual({
      smtpUrl: 'smtps://mailer:s3cret@mail.example:465',
      mailFrom: 'Arrakis Planner <no-reply@arrakis.example>',
      mailBudget: { perHour: 0, perDomainPerHour: 40 },
      altchaHmacKey: 'x'.repeat(40),
      botCheckCost: 5000,
      recaptcha: { siteKey: 'site', secret: 'secret', minScore: 0.7 },
    });
  });

  it('refuses a mail budget that is not a whole number', () => {
    expect(problemOf({ MAIL_BUDGET_PER_HOUR: 'lots' })).toBe(
      'Invalid configuration: MAIL_BUDGET_PER_HOUR must be a whole number (0 turns it off) (got "lots")',
    );
  });

  it('accepts a bare address as the sender', () => {
    expect(loadConfig({ MAIL_FROM: 'no-reply@arrakis.example' }).accounts.mailFrom).toBe(
      'no-reply@arrakis.example',
    );
  });

  it('refuses a mail URL of another scheme, without echoing its password', () => {
    const message = problemOf({
      SMTP_URL: 'https://user:hunter2@mail.example',
      MAIL_FROM: 'a@b.c',
    });
    expect(message).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(message).not.toContain('hunter2');
  });

  it('needs MAIL_FROM with SMTP_URL', () => {
    expect(problemOf({ SMTP_URL: 'smtp://mail.example:587' })).toContain(
      'MAIL_FROM must be set when SMTP_URL is set',
    );
  });

  it('refuses a sender that is not an address', () => {
    expect(problemOf({ MAIL_FROM: 'Arrakis Planner' })).toContain('MAIL_FROM must be an email');
  });

  it('needs both reCAPTCHA keys or neither, and a score from 0 to 1', () => {
    expect(problemOf({ RECAPTCHA_SITE_KEY: 'site' })).toContain(
      'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET must be set together',
    );
    expect(problemOf({ RECAPTCHA_MIN_SCORE: '2' })).toContain(
      'RECAPTCHA_MIN_SCORE must be a number from 0 to 1',
    );
  });

  it('refuses a short ALTCHA key without echoing it, and a cost out of range', () => {
    const message = problemOf({ ALTCHA_HMAC_KEY: 'tooshort' });
    expect(message).toContain('ALTCHA_HMAC_KEY must be at least 32 characters');
    expect(message).not.toContain('tooshort');
    expect(problemOf({ BOT_CHECK_COST: '0' })).toContain(
      'BOT_CHECK_COST must be a whole number from 1 to 10000000',
    );
    expect(problemOf({ BOT_CHECK_COST: 'lots' })).toContain('BOT_CHECK_COST');
  });
});
