import { createServer } from 'node:net';
import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedbackRepository } from '../../server/repositories/feedbackRepository';
import { databaseKinds, useTestApp } from './helpers';
import { botCheckToken } from './support/botCheckSolver';
import { FEEDBACK_TEXTS } from '../../src/api/contract/feedbackTexts';

/**
 * A mail server that is down never loses feedback: the message is stored first and the mail to
 * FEEDBACK_TO is best effort, its failure logged; and neither the text nor the sender's address
 * ever reaches the log, whatever happens (privacy).
 */

/** A local port nothing listens on: the mail connection is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(databaseKinds)('feedback when the mail server is down (%s)', (kind) => {
  let logged = '';
  let port = 0;
  // Registered before the app's own beforeAll, so the app starts with this port.
  beforeAll(async () => {
    port = await closedPort();
  });
  const suite = useTestApp(
    kind,
    () => ({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Arrakis Planner <no-reply@arrakis.test>',
      FEEDBACK_TO: 'team@arrakis.test',
      BOT_CHECK_COST: '20',
      LOG_LEVEL: 'info',
    }),
    () => {
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
      return { logStream: stream };
    },
  );

  it('keeps the feedback, logs the failed mail, and logs neither text nor address', async () => {
    const secretText = 'My secret-laden feedback about the Mentat tree';
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'arrakis' },
      payload: JSON.stringify({
        feedback: secretText,
        email: 'private-person@sietch.test',
        recaptchaToken: await botCheckToken(suite.app, 'feedback_form'),
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: FEEDBACK_TEXTS.success });

    const end = Date.now() + 10_000;
    while (!logged.includes('mail could not be sent') && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(logged).toContain('mail could not be sent');
    expect(logged).not.toContain('secret-laden');
    expect(logged).not.toContain('private-person');

    const database = await suite.db.open();
    try {
      const rows = await feedbackRepository(database.db).list('open', 0, 10);
      expect(rows.map((row) => [row.feedback, row.email])).toEqual([
        [secretText, 'private-person@sietch.test'],
      ]);
    } finally {
      await database.destroy();
    }
  });
});
