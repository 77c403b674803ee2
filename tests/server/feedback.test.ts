import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_INBOX_PAGE_SIZE, type FeedbackItem } from '../../src/api/contract/feedback';
import { MESSAGES } from '../../src/api/contract/authTexts';
import type { AppDatabase } from '../../server/db/database';
import { adminActionRepository } from '../../server/repositories/adminActionRepository';
import { adminActionService } from '../../server/services/adminActions';
import { changeRole } from '../../server/services/adminRoles';
import { FEEDBACK_MAIL_SUBJECT } from '../../server/services/feedback';
import { databaseKinds } from './helpers';
import { freshIp, useAccountApp } from './support/accountApp';
import {
  FEEDBACK_MAX,
  FEEDBACK_PER_HOUR,
  FEEDBACK_TEXTS,
} from '../../src/api/contract/feedbackTexts';

/**
 * Feedback: the form's POST through a really solved bot-check, its refusals and per-address limit,
 * the mail to FEEDBACK_TO received by a real SMTP peer, and the desk's inbox (401 visitor, 403
 * player, paging, done and open again, each mark recorded). Both databases.
 */

const TEAM = 'team@arrakis.test';

describe.each(databaseKinds)('feedback (%s)', (kind) => {
  const t = useAccountApp(kind, () => ({ FEEDBACK_TO: TEAM }));
  let database: AppDatabase;
  let admin: string;
  let player: string;

  beforeAll(async () => {
    admin = await t.signUp('Stilgar', 'stilgar@sietch.test');
    player = await t.signUp('Chani', 'chani@sietch.test');
    database = await t.db.open();
    expect(await changeRole(database.db, 'Stilgar', true)).toMatchObject({ changed: true });
  });
  afterAll(async () => {
    await database.destroy();
  });

  async function send(body: Record<string, unknown>, ip = freshIp()) {
    return t.call('POST', '/api/feedback', {
      ip,
      body: { recaptchaToken: await t.token('feedback_form'), ...body },
    });
  }

  /** The inbox as the moderator by default; `null` asks as a visitor. */
  const inbox = (query: string, cookie: string | null = admin) =>
    t.call('GET', `/api/admin/feedback${query}`, { cookie: cookie ?? undefined });

  it('stores feedback sent through a solved bot-check and mails it to FEEDBACK_TO', async () => {
    const text = 'The Planetologist tree <b>needs</b> a search box.';
    const response = await send({ feedback: text, email: 'usul@sietch.test', page: '/planner' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: FEEDBACK_TEXTS.success });

    const mail = await t.smtp.waitForMail(TEAM, FEEDBACK_MAIL_SUBJECT);
    expect(mail.text).toContain(text);
    expect(mail.text).toContain('usul@sietch.test');
    expect(mail.text).toContain('/planner');
    // What the sender typed is text in the HTML mail, never markup.
    expect(mail.html).toContain('&lt;b&gt;needs&lt;/b&gt;');

    const open = await inbox('?status=open');
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json<{ items: FeedbackItem[] }>().items[0]).toMatchObject({
      feedback: text,
      email: 'usul@sietch.test',
      page: '/planner',
      done_at: null,
    });
  });

  it('stores no address and no page when none are given', async () => {
    const response = await send({ feedback: 'Short and sweet.', email: '' });
    expect(response.statusCode, response.body).toBe(201);
    const { items } = (await inbox('')).json<{ items: FeedbackItem[] }>();
    expect(items.find((i) => i.feedback === 'Short and sweet.')).toMatchObject({
      email: null,
      page: null,
    });
  });

  it('refuses a missing, forged, reused or wrong-action token', async () => {
    const ip = freshIp();
    const missing = await t.call('POST', '/api/feedback', { ip, body: { feedback: 'Hi' } });
    expect(missing.statusCode).toBe(400);

    const forged = await t.call('POST', '/api/feedback', {
      ip,
      body: { feedback: 'Hi', recaptchaToken: Buffer.from('{}').toString('base64') },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: MESSAGES.botCheckFailed });

    const wrongAction = await t.call('POST', '/api/feedback', {
      ip: freshIp(),
      body: { feedback: 'Hi', recaptchaToken: await t.token('login') },
    });
    expect(wrongAction.statusCode).toBe(400);

    const token = await t.token('feedback_form');
    const first = await t.call('POST', '/api/feedback', {
      ip: freshIp(),
      body: { feedback: 'Once', recaptchaToken: token },
    });
    expect(first.statusCode).toBe(201);
    const replay = await t.call('POST', '/api/feedback', {
      ip: freshIp(),
      body: { feedback: 'Twice', recaptchaToken: token },
    });
    expect(replay.statusCode).toBe(400);
  });

  it('refuses blank or too long feedback, a bad address and a page that is no site path', async () => {
    expect((await send({ feedback: '   \n ' })).statusCode).toBe(400);
    expect((await send({ feedback: 'x'.repeat(FEEDBACK_MAX + 1) })).statusCode).toBe(400);
    expect((await send({ feedback: 'x'.repeat(FEEDBACK_MAX) })).statusCode).toBe(201);
    expect((await send({ feedback: 'Hi', email: 'not-an-address' })).statusCode).toBe(400);
    expect((await send({ feedback: 'Hi', page: 'https://evil.test/' })).statusCode).toBe(400);
  });

  it('refuses with 429 after FEEDBACK_PER_HOUR messages from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < FEEDBACK_PER_HOUR; i += 1) {
      expect((await send({ feedback: `Message ${i}` }, ip)).statusCode).toBe(201);
    }
    const refused = await send({ feedback: 'One more' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toContain(FEEDBACK_TEXTS.tooMany);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not slowed.
    expect((await send({ feedback: 'From elsewhere' })).statusCode).toBe(201);
  });

  it('refuses a post from another site (CSRF)', async () => {
    const response = await t.call('POST', '/api/feedback', {
      ip: freshIp(),
      headers: { 'sec-fetch-site': 'cross-site' },
      body: { feedback: 'Hi', recaptchaToken: await t.token('feedback_form') },
    });
    expect(response.statusCode).toBe(403);
  });

  it('shows the inbox to moderators only', async () => {
    expect((await inbox('', null)).statusCode).toBe(401);
    const forPlayer = await inbox('', player);
    expect(forPlayer.statusCode).toBe(403);
    expect(forPlayer.json()).toMatchObject({ message: 'Only moderators can open the desk.' });
    expect((await inbox('?status=closed')).statusCode).toBe(400);
    const anyId = '00000000-0000-4000-8000-000000000000';
    const patch = (cookie: string | undefined) =>
      t.call('PATCH', `/api/admin/feedback/${anyId}`, { cookie, body: { done: true } });
    expect((await patch(undefined)).statusCode).toBe(401);
    expect((await patch(player)).statusCode).toBe(403);
    expect((await patch(admin)).statusCode).toBe(404);
  });

  it('pages the inbox newest first, marks done and open again, and records each mark', async () => {
    for (let i = 0; i < FEEDBACK_INBOX_PAGE_SIZE; i += 1) {
      // One address per message keeps clear of the per-address limit.
      expect((await send({ feedback: `Paging ${i}` })).statusCode).toBe(201);
    }
    const first = (await inbox('?status=open&page=1')).json<{
      items: FeedbackItem[];
      nextPage: number | null;
      openCount: number;
    }>();
    expect(first.items).toHaveLength(FEEDBACK_INBOX_PAGE_SIZE);
    expect(first.items[0]?.feedback).toBe(`Paging ${FEEDBACK_INBOX_PAGE_SIZE - 1}`);
    expect(first.nextPage).toBe(2);
    const total = first.openCount;
    expect(total).toBeGreaterThan(FEEDBACK_INBOX_PAGE_SIZE);
    const second = (await inbox('?status=open&page=2')).json<{
      items: FeedbackItem[];
      nextPage: number | null;
    }>();
    expect(second.items).toHaveLength(total - FEEDBACK_INBOX_PAGE_SIZE);
    expect(second.nextPage).toBeNull();

    const target = first.items[0] as FeedbackItem;
    const marked = await t.call('PATCH', `/api/admin/feedback/${target.id}`, {
      cookie: admin,
      body: { done: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(Date.parse(marked.json<FeedbackItem>().done_at ?? '')).not.toBeNaN();
    // Marking it done again changes nothing and records nothing.
    await t.call('PATCH', `/api/admin/feedback/${target.id}`, {
      cookie: admin,
      body: { done: true },
    });

    const done = (await inbox('?status=done')).json<{ items: FeedbackItem[]; openCount: number }>();
    expect(done.items.map((i) => i.id)).toEqual([target.id]);
    expect(done.openCount).toBe(total - 1);
    const stillOpen = (await inbox('?status=open')).json<{ items: FeedbackItem[] }>();
    expect(stillOpen.items.map((i) => i.id)).not.toContain(target.id);

    const reopened = await t.call('PATCH', `/api/admin/feedback/${target.id}`, {
      cookie: admin,
      body: { done: false },
    });
    expect(reopened.json<FeedbackItem>().done_at).toBeNull();
    expect((await inbox('?status=done')).json<{ items: FeedbackItem[] }>().items).toEqual([]);

    const { actions } = await adminActionService(adminActionRepository(database.db)).list(1);
    expect(actions.filter((a) => a.target === target.id).map((a) => [a.action, a.admin])).toEqual([
      ['feedback.reopen', 'Stilgar'],
      ['feedback.done', 'Stilgar'],
    ]);
  });
});
