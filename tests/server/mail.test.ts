import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/services/mail';
import {
  escapeHtml,
  emailChangedMail,
  signupCodeMail,
  SITE_NAME,
} from '../../server/services/mailMessages';
import { botCheckToken } from './support/botCheckSolver';
import { PASSWORD, TEST_PASSWORD_HASH } from './support/accountApp';
import {
  createTestDatabase,
  databaseKinds,
  removeTempDirs,
  startApp,
  type TestDatabase,
} from './helpers';
import { useSmtpPeer } from './support/smtpPeer';

describe.each(databaseKinds)('mail without SMTP_URL: the outbox (%s)', (kind) => {
  let db: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let logged = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    app = await startApp(
      db,
      { LOG_LEVEL: 'info', BOT_CHECK_COST: '20' },
      { logStream, accounts: { passwordHash: TEST_PASSWORD_HASH } },
    );
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    removeTempDirs();
  });

  it('writes each mail as an .eml file and logs where, never the code', async () => {
    if (!app || !db) throw new Error('not started');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: {
        username: 'Hayt',
        email: 'hayt@tleilax.test',
        password: PASSWORD,
        recaptchaToken: await botCheckToken(app, 'register'),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const outbox = join(db.env.DATA_DIR ?? '', 'outbox');
    let files: string[] = [];
    for (let i = 0; i < 100 && files.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    }
    expect(files).toHaveLength(1);
    const path = join(outbox, files[0] ?? '');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const mail = await simpleParser(readFileSync(path));
    expect(mail.subject).toBe(`${SITE_NAME}: your verification code`);
    expect(mail.from?.text).toContain('Arrakis Planner');
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(typeof mail.html === 'string' && mail.html.includes(code ?? 'x')).toBe(true);

    expect(logged).toContain(path);
    expect(logged).not.toContain(code);
  });
});

describe('mail over SMTP', () => {
  const smtp = useSmtpPeer();

  it('sends plain-text and HTML bodies with the site’s name to a real SMTP peer', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Arrakis Planner <no-reply@arrakis.test>',
      dataDir: '/nonexistent',
      log: Fastify({ logger: { level: 'silent' } }).log,
    });
    await mailer.send(
      emailChangedMail(
        'old@sietch.test',
        'Mapes',
        'new@sietch.test',
        'https://arrakis.test/undo-email-change#abc',
      ),
    );
    await mailer.close();
    const mail = await smtp.waitForMail('old@sietch.test', 'your email address was changed');
    expect(mail.subject).toBe(`${SITE_NAME}: your email address was changed`);
    expect(mail.text).toContain('changed to new@sietch.test');
    expect(mail.html).toContain('<strong>new@sietch.test</strong>');
    // The undo link is a link in the HTML body and the address itself in the text one.
    expect(mail.text).toContain('https://arrakis.test/undo-email-change#abc');
    expect(mail.html).toContain(
      '<a href="https://arrakis.test/undo-email-change#abc">https://arrakis.test/undo-email-change#abc</a>',
    );
    expect(mail.html).toContain(SITE_NAME);
  });

  it('refuses any recipient but one plain address, sending nothing', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Arrakis Planner <no-reply@arrakis.test>',
      dataDir: '/nonexistent',
      log: Fastify({ logger: { level: 'silent' } }).log,
    });
    for (const to of [
      'a<target@sietch.test>',
      '"x"<target@sietch.test>',
      'target@sietch.test, target@sietch.test',
      'target@sietch.test;',
      'target@sietch.test.',
    ]) {
      const refused = await mailer.send(
        emailChangedMail(
          to,
          'Mapes',
          'new@sietch.test',
          'https://arrakis.test/undo-email-change#abc',
        ),
      );
      expect(refused, to).toEqual({ budget: null });
    }
    await mailer.close();
    expect(await smtp.mailsTo('target@sietch.test')).toEqual([]);
  });
});

describe('mail bodies', () => {
  it('escapes every value a player chose in the HTML body', () => {
    const mail = signupCodeMail('x@y.test', '<script>alert("x")</script>&', '123456');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;');
    expect(mail.text).toContain('<script>alert("x")</script>&');
    expect(escapeHtml(`<a href='x'>`)).toBe('&lt;a href=&#39;x&#39;&gt;');
  });
});
