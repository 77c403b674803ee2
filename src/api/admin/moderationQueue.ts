import useSWR from 'swr';
import type { QueuedBuild } from '../contract/admin';
import { readAdmin } from './adminRead';

/** `GET /api/admin/queue`: the builds waiting for a moderator, oldest first. */
export const MODERATION_QUEUE_KEY = '/api/admin/queue';

/** The moderation queue; `enabled = false` (not a moderator) makes no request. */
export function useModerationQueue(enabled: boolean) {
  return useSWR<{ builds: QueuedBuild[] }, Error>(enabled ? MODERATION_QUEUE_KEY : null, () =>
    readAdmin(
      MODERATION_QUEUE_KEY,
      import('../contract/admin').then((contract) => contract.moderationQueueSchema),
    ),
  );
}
