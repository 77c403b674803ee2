import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AdminActionRepository } from '../repositories/adminActionRepository';

/**
 * The desk's record (every action is recorded with who and when). Each service that changes
 * something on a moderator's behalf records it here, in the same transaction as the change when it
 * has one, so there is never a change without its row nor a row without its change.
 */

/** The actions the record knows, by what they act on. */
type AdminActionName =
  | 'role.grant'
  | 'role.revoke'
  | 'build.clear'
  | 'build.keep'
  | 'build.delete'
  | 'comment.keep'
  | 'comment.remove'
  | 'commenting.suspend'
  | 'commenting.restore'
  | 'news.create'
  | 'news.update'
  | 'news.delete'
  | 'feedback.done'
  | 'feedback.reopen';

/** Who acted: a moderator's account, or the command line (`npm run admin`). */
export type AdminActor = { id: string; username: string } | 'command line';

/** One action to record. */
interface AdminActionInput {
  actor: AdminActor;
  action: AdminActionName;
  /** A build url (a comment's: url#comment-id), news id, feedback id or username. */
  target: string;
  note?: string;
}

/** One recorded action as the desk shows it. */
interface AdminActionView {
  id: string;
  at: string;
  admin: string;
  action: string;
  target: string;
  note: string;
}

/** Actions per page of the record. */
const ADMIN_ACTIONS_PAGE_SIZE = 50;

/** Records and lists the desk's actions. */
export interface AdminActionService {
  /** Records one action; with `db` (a transaction), as part of it. */
  record(input: AdminActionInput, db?: Kysely<Database>): Promise<void>;
  /** A page of the record, newest first. */
  list(page: number): Promise<{ actions: AdminActionView[]; nextPage: number | null }>;
}

let lastRecorded = 0;
/** The record's clock never repeats a millisecond, so two actions in one keep their order. */
function recordClock(): Date {
  lastRecorded = Math.max(Date.now(), lastRecorded + 1);
  return new Date(lastRecorded);
}

/** The service over the record's repository; `now` is replaceable in tests. */
export function adminActionService(
  repository: AdminActionRepository,
  now: () => Date = recordClock,
): AdminActionService {
  return {
    async record({ actor, action, target, note = '' }, db) {
      await repository.insert(
        {
          id: randomUUID(),
          at: now().toISOString(),
          admin_id: actor === 'command line' ? null : actor.id,
          admin_name: actor === 'command line' ? actor : actor.username,
          action,
          target,
          note,
        },
        db,
      );
    },
    async list(page) {
      const offset = (page - 1) * ADMIN_ACTIONS_PAGE_SIZE;
      const rows = await repository.list(offset, ADMIN_ACTIONS_PAGE_SIZE + 1);
      return {
        actions: rows.slice(0, ADMIN_ACTIONS_PAGE_SIZE).map((row) => ({
          id: row.id,
          at: row.at,
          admin: row.admin_name,
          action: row.action,
          target: row.target,
          note: row.note,
        })),
        nextPage: rows.length > ADMIN_ACTIONS_PAGE_SIZE ? page + 1 : null,
      };
    },
  };
}
