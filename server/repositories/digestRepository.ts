import type { DigestChoice } from '../../src/api/contract/notificationsTexts';
import type { NotificationDb } from './notificationTables';

/**
 * The email digests' schedule on the settings rows (migration 0030). A process takes a due
 * digest by a conditional update that only one writer can win, on both databases, so server
 * processes sharing a database never send one digest twice.
 */

/** Whom a claimed digest goes to. */
interface DigestRecipient {
  username: string;
  email: string;
  digest: Exclude<DigestChoice, 'off'>;
  /** The digest tells of unread notifications after this. */
  since: string;
  /** When it was due. */
  dueAt: string;
}

export interface DigestRepository {
  /** Accounts whose digest is due at `now` and not claimed, the longest waiting first. */
  due(now: string, limit: number): Promise<string[]>;
  /** Takes the account's due digest for `token` until `until`; false when another process has it. */
  claim(userId: string, token: string, now: string, until: string): Promise<boolean>;
  /** The claimed digest's recipient, or undefined when the claim was lost. */
  recipient(userId: string, token: string): Promise<DigestRecipient | undefined>;
  /** Ends the claim with the next due time; false when the claim was lost (the player changed it). */
  finish(userId: string, token: string, nextDueAt: string, since: string): Promise<boolean>;
  /** Lets the claim go without sending: the digest is due again at `retryAt`. */
  release(userId: string, token: string, retryAt: string): Promise<void>;
  /** Stops the account's digest; false when it had none. */
  stop(userId: string): Promise<boolean>;
}

export function createDigestRepository(db: NotificationDb): DigestRepository {
  return {
    async due(now, limit) {
      const rows = await db
        .selectFrom('notification_settings')
        .select('user_id')
        .where('digest_due_at', 'is not', null)
        .where('digest_due_at', '<=', now)
        .where((eb) =>
          eb.or([eb('digest_claimed_until', 'is', null), eb('digest_claimed_until', '<', now)]),
        )
        .orderBy('digest_due_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.user_id);
    },

    async claim(userId, token, now, until) {
      // The conditions again in the update: a row another process took meanwhile matches none.
      const result = await db
        .updateTable('notification_settings')
        .set({ digest_claim: token, digest_claimed_until: until })
        .where('user_id', '=', userId)
        .where('digest_due_at', 'is not', null)
        .where('digest_due_at', '<=', now)
        .where((eb) =>
          eb.or([eb('digest_claimed_until', 'is', null), eb('digest_claimed_until', '<', now)]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async recipient(userId, token) {
      const row = await db
        .selectFrom('notification_settings as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['u.username', 'u.email', 's.digest', 's.digest_since', 's.digest_due_at'])
        .where('s.user_id', '=', userId)
        .where('s.digest_claim', '=', token)
        .executeTakeFirst();
      if (!row || row.digest === 'off' || row.digest_since === null || row.digest_due_at === null) {
        return undefined;
      }
      return {
        username: row.username,
        email: row.email,
        digest: row.digest,
        since: row.digest_since,
        dueAt: row.digest_due_at,
      };
    },

    async finish(userId, token, nextDueAt, since) {
      const result = await db
        .updateTable('notification_settings')
        .set({
          digest_due_at: nextDueAt,
          digest_since: since,
          digest_claim: null,
          digest_claimed_until: null,
        })
        .where('user_id', '=', userId)
        .where('digest_claim', '=', token)
        .where('digest', '<>', 'off')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async release(userId, token, retryAt) {
      await db
        .updateTable('notification_settings')
        .set({ digest_due_at: retryAt, digest_claim: null, digest_claimed_until: null })
        .where('user_id', '=', userId)
        .where('digest_claim', '=', token)
        .execute();
    },

    async stop(userId) {
      const result = await db
        .updateTable('notification_settings')
        .set({ digest: 'off', digest_due_at: null, digest_claim: null, digest_claimed_until: null })
        .where('user_id', '=', userId)
        .where('digest', '<>', 'off')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
