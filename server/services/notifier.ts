import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { NotificationKind } from '../../src/api/contract/notificationsTexts';
import type { Database } from '../db/schema';
import { commentDb } from '../repositories/commentTables';
import {
  createNotificationRepository,
  type Recipients,
} from '../repositories/notificationRepository';
import { notificationDb } from '../repositories/notificationTables';
import { savedBuildDb } from '../repositories/savedBuildTables';

/**
 * Tells followers and owners what happened, after the act that caused it: the save or comment
 * answers first, and its fan-out runs next, in turn with the others, a page of recipients per
 * statement with requests let in between (SQLite has one connection: a save waits for one page
 * at most). A failed fan-out is logged and lost, never the act's own failure.
 */

/** Recipients written per statement. */
const FAN_OUT_PAGE = 100;

/** Lets waiting requests use the database before the next page. */
const letRequestsIn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One thing to tell. */
interface NotifiedEvent {
  kind: NotificationKind;
  buildId: string;
  actorId: string | null;
  commentId?: string | null;
  recipients: Recipients;
}

export interface Notifier {
  /** Queues the event's fan-out. */
  notify(event: NotifiedEvent): void;
  /** Resolves once every queued fan-out is written (tests, and the server's close). */
  settled(): Promise<void>;
}

export function createNotifier({
  db,
  log,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}): Notifier {
  const notifications = createNotificationRepository(notificationDb(commentDb(savedBuildDb(db))));
  let queue: Promise<void> = Promise.resolve();
  return {
    notify({ recipients, commentId = null, ...event }) {
      const at = now().toISOString();
      const id = randomBytes(9).toString('base64url');
      queue = queue.then(async () => {
        const written = { ...event, id, commentId, at };
        try {
          if ('users' in recipients) {
            await notifications.fanOut(written, recipients.users);
            return;
          }
          for (let after = ''; ;) {
            const page = await notifications.followers(recipients, after, FAN_OUT_PAGE);
            await notifications.fanOut(written, page);
            const last = page.at(-1);
            if (last === undefined || page.length < FAN_OUT_PAGE) return;
            after = last;
            await letRequestsIn();
          }
        } catch (error) {
          log.error({ err: error, kind: event.kind }, 'notification fan-out failed');
        }
      });
    },
    settled: () => queue,
  };
}
