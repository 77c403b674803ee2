import type { QueuedBuild } from '../../api/contract/admin';
import { ADMIN_TEXTS } from '../../api/contract/adminTexts';
import { type DeskLoad, DeskLoadState } from '../deskLoad';
import { type Decision, QueuedBuildCard } from './QueuedBuildCard';

/** What the queue tab shows. */
export interface QueueViewProps {
  load: DeskLoad<{ builds: QueuedBuild[] }>;
  /** The build whose decision is on its way, if any. */
  busyId: string | null;
  onDecide: (build: QueuedBuild, decision: Decision, note: string) => void;
}

/** The moderation queue: Restricted and reported builds, oldest first, or that none waits. */
export function QueueView({ load, busyId, onDecide }: QueueViewProps) {
  if (load.kind !== 'ready') return <DeskLoadState load={load} />;
  const { builds } = load.data;
  if (builds.length === 0) {
    return <p className="py-8 text-center text-sand-300">{ADMIN_TEXTS.queueEmpty}</p>;
  }
  return (
    <ul className="flex flex-col gap-4" aria-label="Builds waiting for review">
      {builds.map((build) => (
        <li key={build.id}>
          <QueuedBuildCard build={build} busy={busyId === build.id} onDecide={onDecide} />
        </li>
      ))}
    </ul>
  );
}
