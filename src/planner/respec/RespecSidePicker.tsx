import { useId, type SubmitEvent } from 'react';
import { Button } from '../../ui/Button';
import { FIELD_CLASSES, HINT_CLASSES, LABEL_CLASSES } from '../../ui/form/fieldStyles';
import { NoticeBox } from './NoticeBox';
import type { RespecSide, SideSource } from './respecSides';
import { SavedBuildPicker } from './SavedBuildPicker';

interface RespecSidePickerProps {
  /** 'From' or 'To': the group's name. */
  legend: string;
  side: RespecSide;
  loggedIn: boolean;
  /** The title of the build in the planner. */
  plannerTitle: string;
  onSource: (source: SideSource) => void;
  onText: (text: string) => void;
  onOpenText: () => void;
  onPickSaved: (savedId: string) => void;
}

/** A build's title, or how an untitled one reads. */
const titleOf = (title: string) => (title.trim() === '' ? 'Untitled build' : title);

/**
 * One side of the respec: where its build comes from and, once it is open, which build it is.
 * A failure shows the opening's own notice under the text, which stays as typed.
 */
export function RespecSidePicker({
  legend,
  side,
  loggedIn,
  plannerTitle,
  onSource,
  onText,
  onOpenText,
  onPickSaved,
}: RespecSidePickerProps) {
  const sourceId = useId();
  const textId = useId();
  const hintId = useId();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onOpenText();
  };
  const { status } = side;
  return (
    <fieldset className="min-w-0 rounded-2xl border border-sand-700 bg-sand-950/40 p-4">
      <legend className="px-1 font-display text-lg font-semibold text-sand-50">{legend}</legend>
      <label htmlFor={sourceId} className={LABEL_CLASSES}>
        {legend}: which build
      </label>
      <select
        id={sourceId}
        value={side.source}
        onChange={(event) => {
          onSource(event.target.value as SideSource);
        }}
        className={`mt-2 ${FIELD_CLASSES}`}
      >
        <option value="planner">The build in the planner ({titleOf(plannerTitle)})</option>
        {loggedIn && <option value="saved">One of my saved builds</option>}
        <option value="pasted">A build link or share code</option>
      </select>
      <div className="mt-3 space-y-3">
        {side.source === 'saved' && (
          <SavedBuildPicker
            label={`${legend}: saved build`}
            value={side.savedId}
            onPick={onPickSaved}
          />
        )}
        {side.source === 'pasted' && (
          <form onSubmit={submit} className="space-y-2">
            <label htmlFor={textId} className={LABEL_CLASSES}>
              {legend}: link or share code
            </label>
            <textarea
              id={textId}
              rows={2}
              value={side.text}
              aria-describedby={hintId}
              onChange={(event) => {
                onText(event.target.value);
              }}
              className={`${FIELD_CLASSES} resize-y font-mono text-sm`}
            />
            <p id={hintId} className={HINT_CLASSES}>
              A build link, a viewer or planner address, or a share code.
            </p>
            <Button
              type="submit"
              variant="secondary"
              disabled={side.text.trim() === '' || status.kind === 'loading'}
            >
              Open
            </Button>
          </form>
        )}
        {status.kind === 'loading' && (
          <p role="status" className={HINT_CLASSES}>
            Opening the build…
          </p>
        )}
        {status.kind === 'failed' && <NoticeBox notice={status.notice} />}
        {status.kind === 'ready' && (
          <>
            <p className="text-sm text-sand-200">
              Opened:{' '}
              <strong className="text-sand-50">{titleOf(status.compared.build.buildTitle)}</strong>
            </p>
            {status.compared.notice && <NoticeBox notice={status.compared.notice} />}
          </>
        )}
      </div>
    </fieldset>
  );
}
