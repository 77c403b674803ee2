import type { VersionStatusView } from '../../api/contract/buildCardFacts';

/**
 * A build's status on the current game version, as its card shows it: the words say it ("valid
 * on 1.5.3.6", "needs attention"); the mark and the colour only repeat them.
 */
export function VersionStatusMark({ status }: { status: VersionStatusView }) {
  return (
    <span className={status.valid ? 'text-sand-100' : 'font-semibold text-danger-400'}>
      <span aria-hidden="true">{status.valid ? '✓ ' : '⚠ '}</span>
      {status.label}
    </span>
  );
}
