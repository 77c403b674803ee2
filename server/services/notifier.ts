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
 * answers first, and its fan-out (one INSERT … SELECT, however many follow) runs next, in turn
 * with the others. A failed fan-out is logged and lost, never the act's own failure.
 */

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
        try {
          await notifications.fanOut({ ...event, id, commentId, at }, recipients);
        } catch (error) {
          log.error({ err: error, kind: event.kind }, 'notification fan-out failed');
        }
      });
    },
    settled: () => queue,
  };
}
