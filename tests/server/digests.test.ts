import { tmpdir } from 'node:os';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  digestUnsubscribedSchema,
  notificationPageSchema,
  notificationSettingsSchema,
  type NotificationSettings,
} from '../../src/api/contract/notifications';
import { NOTIFICATION_TEXTS } from '../../src/api/contract/notificationsTexts';
import { createServerSecretRepository } from '../../server/repositories/serverSecretRepository';
import { createThrottleRepository } from '../../server/repositories/throttleRepository';
import { notificationDb } from '../../server/repositories/notificationTables';
import { commentDb } from '../../server/repositories/commentTables';
import { createDigestService } from '../../server/services/digests';
import { createMailer } from '../../server/services/mail';
import { createMailBudget } from '../../server/services/mailBudget';
import { DAY_MS, HOUR_MS } from '../../server/services/secrets';
import { databaseKinds } from './helpers';
import { freshIp } from './support/accountApp';
import {
  expectError,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';
import type { ReceivedMail } from './support/smtpPeer';

/**
 * The email digest of unread notifications: chosen in the settings, sent when due with only
 * what is unread since the last one (nothing unread, no mail), links and escaped titles, the
 * one-click unsubscribe of RFC 8058 that mail programs post without a session, the page's
 * unsubscribe, processes racing for one digest, and the share of the mail budget it may spend.
 */

const DIGEST_INTERVAL_MS = 150;

describe.each(databaseKinds)('email digests (%s)', (kind) => {
  const s = useSavedBuildApp(
    kind,
    () => ({}),
    () => ({ digestIntervalMs: DIGEST_INTERVAL_MS }),
  );

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    player: Player | null,
    body?: unknown,
  ) =>
    s.t.call(method, url, {
      ip: freshIp(),
      ...(player ? { cookie: player.cookie } : {}),
      ...(body === undefined ? {} : { body }),
    });

  function ok<T>(response: LightMyRequestResponse, schema: { parse(v: unknown): T }) {
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  }

  const emailOf = (player: Player) => `${player.username.toLowerCase()}@sietch.test`;
  const publish = async (author: Player, title: string) =>
    (await s.saved(author, saveBody({ ...titled(title), buildSharing: 'Public' }))).build;

  async function settingsOf(player: Player): Promise<NotificationSettings> {
    return ok(await call('GET', '/api/notifications/settings', player), notificationSettingsSchema);
  }
  async function chooseDigest(player: Player, digest: NotificationSettings['digest']) {
    const { kinds } = await settingsOf(player);
    return ok(
      await call('PUT', '/api/notifications/settings', player, { kinds, digest }),
      notificationSettingsSchema,
    );
  }
  async function unreadOf(player: Player, count: number) {
    await expect
      .poll(
        async () =>
          notificationPageSchema.parse(
            (await call('GET', '/api/notifications?page=1', player)).json(),
          ).notifications.length,
        { timeout: 10_000 },
      )
      .toBe(count);
  }

  const notificationTables = async () => notificationDb(commentDb(await s.database()));
  async function userIdOf(player: Player): Promise<string> {
    const accounts = await s.t.database();
    const user = await accounts
      .selectFrom('users')
      .select('id')
      .where('username', '=', player.username)
      .executeTakeFirstOrThrow();
    return user.id;
  }
  async function dueAt(player: Player): Promise<number> {
    const row = await (
      await notificationTables()
    )
      .selectFrom('notification_settings')
      .select('digest_due_at')
      .where('user_id', '=', await userIdOf(player))
      .executeTakeFirstOrThrow();
    return row.digest_due_at === null ? Number.NaN : Date.parse(row.digest_due_at);
  }
  /** Makes the player's digest due now, as a day passing would. */
  async function makeDue(player: Player) {
    await (
      await notificationTables()
    )
      .updateTable('notification_settings')
      .set({ digest_due_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', await userIdOf(player))
      .execute();
  }
  /** Every digest the player got so far (after waiting for stragglers). */
  const digestsTo = async (player: Player, ms = 3 * DIGEST_INTERVAL_MS): Promise<ReceivedMail[]> =>
    (await s.t.smtp.mailsTo(emailOf(player), ms)).filter((m) => m.subject.includes('digest'));

  /** The one-click address of a digest's List-Unsubscribe header, as a path and query. */
  function oneClickOf(mail: ReceivedMail): string {
    const header = mail.headers['list-unsubscribe'] ?? '';
    const url = /<([^>]+)>/.exec(header)?.[1];
    if (!url) throw new Error(`No List-Unsubscribe URL in: ${header}`);
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  }

  it('sends the unread notifications when due, only the new ones, and stops in one click', async () => {
    const author = await s.player();
    const fan = await s.player();
    await call('PUT', `/api/users/${author.username}/follow`, fan, {});
    expect((await settingsOf(fan)).digest).toBe('off');
    expectError(
      await call('PUT', '/api/notifications/settings', fan, {
        kinds: (await settingsOf(fan)).kinds,
        digest: 'hourly',
      }),
      400,
    );
    const chosen = await chooseDigest(fan, 'daily');
    expect(chosen.digest).toBe('daily');
    // The first is due a day after it was chosen.
    expect(await dueAt(fan)).toBeGreaterThan(Date.now() + DAY_MS - HOUR_MS);
    // A save of the switches alone keeps the digest and its schedule.
    const due = await dueAt(fan);
    ok(
      await call('PUT', '/api/notifications/settings', fan, { kinds: chosen.kinds }),
      notificationSettingsSchema,
    );
    expect(await settingsOf(fan)).toEqual(chosen);
    expect(await dueAt(fan)).toBe(due);

    const first = await publish(author, '<b>Spice & "Sand"</b>');
    const second = await publish(author, 'Dune Sea Runner');
    await unreadOf(fan, 2);
    expect(await digestsTo(fan)).toEqual([]);

    await makeDue(fan);
    const mail = await s.t.smtp.waitForMail(emailOf(fan), 'daily digest, 2 notifications', 15_000);
    expect(mail.text).toContain(`Hello ${fan.username},`);
    expect(mail.text).toContain(`${author.username} published “<b>Spice & "Sand"</b>”.`);
    expect(mail.text).toContain(`/build-viewer/${second.url}`);
    expect(mail.text).toContain(`/build-viewer/${first.url}`);
    expect(mail.html).toContain('&lt;b&gt;Spice &amp; &quot;Sand&quot;&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Spice');
    expect(mail.text).toMatch(/\/unsubscribe#[\w.-]+/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(oneClickOf(mail)).toMatch(/^\/api\/notifications\/unsubscribe\/one-click\?key=/);
    expect(await dueAt(fan)).toBeGreaterThan(Date.now() + DAY_MS - HOUR_MS);

    // Nothing new since: no mail, and the next is a day on again.
    await makeDue(fan);
    await expect.poll(() => dueAt(fan), { timeout: 10_000 }).toBeGreaterThan(Date.now());
    expect(await digestsTo(fan)).toHaveLength(1);

    // Only what came since the last digest, while unread.
    await publish(author, 'Third of Three');
    await unreadOf(fan, 3);
    await makeDue(fan);
    const next = await s.t.smtp.waitForMail(emailOf(fan), 'daily digest, 1 notification', 15_000);
    expect(next.text).toContain('Third of Three');
    expect(next.text).not.toContain('Dune Sea Runner');

    // A mail program's one click: a form, from its own server, with no session.
    const oneClick = await s.t.app.inject({
      method: 'POST',
      url: oneClickOf(next),
      remoteAddress: freshIp(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        origin: 'https://mail.example',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(ok(oneClick, digestUnsubscribedSchema)).toEqual({
      message: NOTIFICATION_TEXTS.unsubscribed,
    });
    expect((await settingsOf(fan)).digest).toBe('off');
    await publish(author, 'Unmailed');
    await unreadOf(fan, 4);
    await makeDue(fan);
    expect(await digestsTo(fan)).toHaveLength(2);

    // The key of a link opens nothing else: a changed key, another route, a form elsewhere.
    const key = new URL(`http://x${oneClickOf(next)}`).searchParams.get('key') ?? '';
    const forged = `${key.slice(0, -2)}${key.endsWith('AA') ? 'BB' : 'AA'}`;
    expectError(
      await call('POST', '/api/notifications/unsubscribe', null, { key: forged }),
      400,
      NOTIFICATION_TEXTS.badUnsubscribeKey,
    );
    expectError(await call('POST', '/api/notifications/unsubscribe', null, { key: '' }), 400);
    expectError(
      await call('POST', '/api/notifications/unsubscribe', null, { key: 'no-dot-here' }),
      400,
      NOTIFICATION_TEXTS.badUnsubscribeKey,
    );
    const formElsewhere = await s.t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      remoteAddress: freshIp(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: fan.cookie,
      },
      payload: 'digest=daily',
    });
    expect(formElsewhere.statusCode).toBe(415);

    // The page's unsubscribe takes the key as JSON; a stopped digest stays stopped.
    await chooseDigest(fan, 'weekly');
    expect(await dueAt(fan)).toBeGreaterThan(Date.now() + 7 * DAY_MS - HOUR_MS);
    expect(
      ok(
        await call('POST', '/api/notifications/unsubscribe', null, { key }),
        digestUnsubscribedSchema,
      ).message,
    ).toBe(NOTIFICATION_TEXTS.unsubscribed);
    expect((await settingsOf(fan)).digest).toBe('off');
    expectError(await call('PUT', '/api/notifications/settings', null, { kinds: {} }), 400);
  });

  it('sends a due digest once while processes race for it', async () => {
    const author = await s.player();
    const fan = await s.player();
    await call('PUT', `/api/users/${author.username}/follow`, fan, {});
    await chooseDigest(fan, 'weekly');
    await publish(author, 'Raced For');
    await unreadOf(fan, 1);

    // Two more processes' worth of senders over the same database, beside the app's own.
    const db = await s.t.database();
    const secrets = createServerSecretRepository(db);
    const senders = [0, 1].map(() =>
      createDigestService({
        db,
        mailer: createMailer({
          smtpUrl: s.t.smtp.url,
          from: 'Arrakis Planner <no-reply@arrakis.test>',
          dataDir: tmpdir(),
          log: s.t.app.log,
        }),
        secrets,
        siteOrigin: 'http://localhost:3000',
        log: s.t.app.log,
      }),
    );
    await makeDue(fan);
    await Promise.all(senders.map((sender) => sender.sendDue()));
    await s.t.smtp.waitForMail(emailOf(fan), 'weekly digest, 1 notification', 15_000);
    expect(await digestsTo(fan, 4 * DIGEST_INTERVAL_MS)).toHaveLength(1);
    expect(await dueAt(fan)).toBeGreaterThan(Date.now() + 7 * DAY_MS - HOUR_MS);
  });

  it('spends at most half the hour’s site budget, so account mails still go', async () => {
    const counters = createThrottleRepository(await s.t.database());
    // The hour's site count holds the suite's sign-ups: the budget is set from where it stands.
    const now = Date.now();
    const sent = await counters.read('mail-site', new Date(now - (now % HOUR_MS)).toISOString());
    const budget = createMailBudget(counters, { perHour: 2 * (sent + 3), perDomainPerHour: 0 });
    const outcomes: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      outcomes.push((await budget.spend(`bulk${i}@budget.test`, true))?.budget ?? null);
    }
    expect(outcomes).toEqual([null, null, null, 'site']);
    expect(await budget.spend('player@budget.test')).toBeNull();
  });
});
