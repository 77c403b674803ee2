import { useId } from 'react';
import type { BuildRevisionSummary } from '../../api/contract/buildRevisions';
import { REVISION_TEXTS } from '../../api/contract/buildRevisionsTexts';
import type { BuildDiff } from '../../skills/buildDiff';
import { FIELD_CLASSES, LABEL_CLASSES } from '../../ui/form/fieldStyles';
import { Spinner } from '../../ui/Spinner';
import { BuildDiffView } from '../diff/BuildDiffView';

/** Where the comparison of the two chosen revisions stands. */
export type RevisionComparison =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; diff: BuildDiff };

/** What the comparison shows and whom it tells of a new choice. */
export interface RevisionCompareViewProps {
  /** Newest first, as the history lists them; at least two. */
  revisions: readonly BuildRevisionSummary[];
  from: number;
  to: number;
  comparison: RevisionComparison;
  onChoose: (from: number, to: number) => void;
}

const revisionLabel = (number: number) => `Revision ${number}`;

/**
 * Two revisions side by side as one diff: the player picks which two (by default the one before
 * the newest and the newest) and reads what changed between them. Props only.
 */
export function RevisionCompareView({
  revisions,
  from,
  to,
  comparison,
  onChoose,
}: RevisionCompareViewProps) {
  const id = useId();
  const picker = (label: string, value: number, choose: (number: number) => void) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${label}`} className={LABEL_CLASSES}>
        {label}
      </label>
      <select
        id={`${id}-${label}`}
        value={value}
        onChange={(event) => {
          choose(Number(event.target.value));
        }}
        className={`mt-2 ${FIELD_CLASSES}`}
      >
        {revisions.map((revision) => (
          <option key={revision.number} value={revision.number}>
            {revisionLabel(revision.number)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section
      aria-label={REVISION_TEXTS.compare}
      data-testid="revision-compare"
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        {picker(REVISION_TEXTS.compareFrom, from, (number) => {
          onChoose(number, to);
        })}
        {picker(REVISION_TEXTS.compareTo, to, (number) => {
          onChoose(from, number);
        })}
      </div>
      {comparison.kind === 'loading' ? (
        <Spinner label="Comparing revisions…" />
      ) : comparison.kind === 'failed' ? (
        <p role="alert" className="text-sm text-danger-200">
          {comparison.message}
        </p>
      ) : (
        <BuildDiffView
          diff={comparison.diff}
          labelA={revisionLabel(from)}
          labelB={revisionLabel(to)}
        />
      )}
    </section>
  );
}
