import { useState } from 'react';
import type { QueuedBuild } from '../../api/contract/admin';
import { decideBuild } from '../../api/admin/decideBuild';
import { useModerationQueue } from '../../api/admin/moderationQueue';
import { notify } from '../../ui/toast';
import { deskLoad } from '../deskLoad';
import type { Decision } from './QueuedBuildCard';
import { QueueView } from './QueueView';

/**
 * The queue tab: reads `GET /api/admin/queue`, sends a decision, and on success takes the build
 * out of the list and toasts the API's message; a failure toasts its text and keeps the build.
 * `decide` sends the decision (default: `POST /api/admin/builds/{id}/decision`).
 */
export function QueueTab({ decide = decideBuild }: { decide?: typeof decideBuild }) {
  const queue = useModerationQueue(true);
  const [busyId, setBusyId] = useState<string | null>(null);
  // Decided builds leave the list at once, and the cached queue too (when it holds one), so the
  // tab opened again does not show them.
  const [decided, setDecided] = useState<readonly string[]>([]);

  const onDecide = (build: QueuedBuild, decision: Decision, note: string) => {
    setBusyId(build.id);
    decide(build.id, decision, note).then(
      (result) => {
        setBusyId(null);
        notify({ kind: 'success', title: result.message });
        setDecided((ids) => [...ids, build.id]);
        void queue.mutate(
          (current) => current && { builds: current.builds.filter((b) => b.id !== build.id) },
          { revalidate: false },
        );
      },
      (error: unknown) => {
        setBusyId(null);
        notify({
          kind: 'error',
          title: error instanceof Error ? error.message : 'The decision failed.',
        });
      },
    );
  };

  const load = deskLoad(queue);
  return (
    <QueueView
      load={
        load.kind === 'ready'
          ? {
              kind: 'ready',
              data: { builds: load.data.builds.filter((b) => !decided.includes(b.id)) },
            }
          : load
      }
      busyId={busyId}
      onDecide={onDecide}
    />
  );
}
