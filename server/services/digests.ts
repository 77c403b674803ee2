import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DigestChoice } from '../../src/api/contract/notificationsTexts';
import type { Database } from '../db/schema';
import { commentDb } from '../repositories/commentTables';
import { createDigestRepository } from '../repositories/digestRepository';
import { createNotificationRepository } from '../repositories/notificationRepository';
import { notificationDb } from '../repositories/notificationTables';
import { savedBuildDb } from '../repositories/savedBuildTables';
import type { ServerSecretRepository } from '../repositories/serverSecretRepository';
import { digestMail } from './digestMail';
import type { Mailer } from './mail';
import { DAY_MS, MINUTE_MS, randomToken } from './secrets';

/**
 * The email digests: each due one is taken by one server process, tells of the unread
 * notifications since the last, and is due again a day or a week on. Nothing unread, no mail.
 * A spent mail budget puts the rest off until its hour ends; a stopped process's claim lapses.
 */

/** How far apart digests are. */
export const DIGEST_PERIOD_MS: Readonly<Record<Exclude<DigestChoice, 'off'>, number>> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
};

/** Notifications one digest lists; the rest are counted. */
const ENTRIES_PER_DIGEST = 20;
/** Due digests taken at a time. */
const DIGESTS_PER_BATCH = 20;
/** How long a process may hold a digest before another may take it. */
const CLAIM_MS = 10 * MINUTE_MS;
const KEY_NAME = 'digest-unsubscribe';

export interface DigestService {
  /** Sends every digest due now; how many mails went. */
  sendDue(): Promise<number>;
  /** The account's unsubscribe key, for the links in its digests. */
  unsubscribeKey(userId: string): Promise<string>;
  /** Stops the digest of the key's account; false when the key is not one of ours. */
  unsubscribe(key: string): Promise<boolean>;
}

export interface DigestServiceDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  secrets: ServerSecretRepository;
  siteOrigin: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** When a digest is due next: a period after the last due time, or after now if that passed. */
function nextDue(choice: Exclude<DigestChoice, 'off'>, dueAt: string, now: Date): string {
  const period = DIGEST_PERIOD_MS[choice];
  const after = Date.parse(dueAt) + period;
  return new Date(after > now.getTime() ? after : now.getTime() + period).toISOString();
}

export function createDigestService({
  db,
  mailer,
  secrets,
  siteOrigin,
  log,
  now = () => new Date(),
}: DigestServiceDeps): DigestService {
  const tables = notificationDb(commentDb(savedBuildDb(db)));
  const schedule = createDigestRepository(tables);
  const notifications = createNotificationRepository(tables);
  let secret: Promise<string> | undefined;

  async function signature(userId: string): Promise<Buffer> {
    secret ??= secrets
      .readOrCreate(KEY_NAME, randomBytes(32).toString('hex'))
      .catch((error: unknown) => {
        secret = undefined;
        throw error;
      });
    return createHmac('sha256', await secret)
      .update(`digest unsubscribe ${userId}`)
      .digest();
  }

  /** Sends one claimed digest; false when the mail budget is spent (stop the run). */
  async function sendOne(userId: string, token: string, at: Date): Promise<boolean> {
    const recipient = await schedule.recipient(userId, token);
    if (!recipient) return true;
    const read = at.toISOString();
    const total = await notifications.unreadCountSince(userId, recipient.since);
    const next = nextDue(recipient.digest, recipient.dueAt, at);
    if (total > 0) {
      const rows = await notifications.unreadSince(userId, recipient.since, ENTRIES_PER_DIGEST);
      const refusal = await mailer.send(
        digestMail({
          to: recipient.email,
          username: recipient.username,
          choice: recipient.digest,
          entries: rows.map((row) => ({
            kind: row.kind,
            actor: row.actor,
            buildTitle: row.build_title,
            buildUrl: row.build_url,
            commentId: row.comment_id,
          })),
          total,
          siteOrigin,
          unsubscribeKey: await unsubscribeKey(userId),
        }),
      );
      if (refusal?.budget) {
        const retryAt = at.getTime() + refusal.retryAfterSeconds * 1000;
        await schedule.release(userId, token, new Date(retryAt).toISOString());
        return false;
      }
    }
    await schedule.finish(userId, token, next, read);
    return true;
  }

  async function unsubscribeKey(userId: string): Promise<string> {
    return `${userId}.${(await signature(userId)).toString('base64url')}`;
  }

  return {
    async sendDue() {
      let sent = 0;
      const token = randomToken();
      const skipped = new Set<string>();
      for (;;) {
        const at = now();
        const due = (await schedule.due(at.toISOString(), DIGESTS_PER_BATCH + skipped.size))
          .filter((userId) => !skipped.has(userId))
          .slice(0, DIGESTS_PER_BATCH);
        if (due.length === 0) return sent;
        for (const userId of due) {
          const until = new Date(at.getTime() + CLAIM_MS).toISOString();
          if (!(await schedule.claim(userId, token, at.toISOString(), until))) {
            skipped.add(userId);
            continue;
          }
          try {
            if (!(await sendOne(userId, token, at))) return sent;
            sent += 1;
          } catch (error) {
            // One account's failure neither stops the others nor retries at once.
            log.error({ err: error }, 'email digest failed');
            skipped.add(userId);
          }
        }
      }
    },

    unsubscribeKey,

    async unsubscribe(key) {
      const dot = key.lastIndexOf('.');
      if (dot <= 0) return false;
      const userId = key.slice(0, dot);
      const given = Buffer.from(key.slice(dot + 1), 'base64url');
      const expected = await signature(userId);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      await schedule.stop(userId);
      return true;
    },
  };
}

/** Sends the due digests every `intervalMs`, one run at a time; the answer stops it. */
export function scheduleDigests(
  digests: DigestService,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const run = () => {
    if (busy) return;
    busy = true;
    running = digests
      .sendDue()
      .then(
        (sent) => {
          if (sent > 0) log.info(`Email digests sent: ${sent}`);
        },
        (error: unknown) => {
          log.error({ err: error }, 'email digests failed');
        },
      )
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
