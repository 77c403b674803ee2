import type { ReactNode } from 'react';
import type { UnlockRow, UnlockRowId } from '../../skills/unlockChecklist';
import { CLASS_NAMES } from '../cards/classNames';
import { UNSURE_MARKS } from '../character/characterText';

export interface UnlockChecklistViewProps {
  rows: readonly UnlockRow[];
  /** Ticks or unticks a row; absent, the list is read-only (the viewer, the printed guide). */
  onTick?: (id: UnlockRowId, value: boolean) => void;
}

/** What a row asks of the character, and why the build needs it. */
function rowText(row: UnlockRow): { title: string; detail: ReactNode } {
  const skills = row.skills.join(', ');
  switch (row.kind) {
    case 'basic-trainer': {
      const name = CLASS_NAMES[row.classSlug];
      const free = row.startingAbility ? ` and ${row.startingAbility} comes free` : '';
      return {
        title: `Basic ${name} trainer: ${row.trainer.name}, ${row.trainer.place}`,
        detail: `Opens the ${name} tree for ${skills}. Not needed if ${name} was your starting class: its tree is open from the start${free}.`,
      };
    }
    case 'advanced-trainer':
      return {
        title: `Advanced ${CLASS_NAMES[row.classSlug]} trainer: ${row.trainer.name}, ${row.trainer.place}`,
        detail: `Levels 2-3 of ${skills}.${row.trainer.note ? ` (${row.trainer.note})` : ''}`,
      };
    case 'capstones':
      return {
        title: `${CLASS_NAMES[row.classSlug]} capstone keys from ${row.trainer.name}: ${row.keys.join(', ')}`,
        detail: `For ${skills}, the top of their trees.`,
      };
    case 'trial-of-aql': {
      const needs = [row.thirdSlot ? 'the third ability slot' : null, skills || null]
        .filter((need) => need !== null)
        .join(' and ');
      return {
        title: `${row.name}: ${row.place}`,
        detail: `Opens the third ability slot and Prescience, for ${needs}.`,
      };
    }
  }
}

/** A row's unsure mark ("likely", "unconfirmed"), or nothing for a fact of two sources. */
function Mark({ row }: { row: UnlockRow }) {
  const mark = UNSURE_MARKS[row.confidence];
  return mark ? (
    <span className="ml-1.5 rounded-md border border-sand-600 px-1.5 py-0.5 text-[0.7rem] font-medium tracking-wide text-sand-300 uppercase">
      {mark}
    </span>
  ) : null;
}

/**
 * The unlock checklist: what a character must have done to use the build, one row per step,
 * ticked where done. Props only, so the planner (with ticks) and the viewer (read-only) agree.
 */
export function UnlockChecklistView({ rows, onTick }: UnlockChecklistViewProps) {
  const open = rows.filter((row) => !row.done).length;
  return (
    <section
      aria-label="Unlock checklist"
      data-testid="unlock-checklist"
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-sand-700/80 bg-sand-900/85 p-4 text-sm text-sand-200 shadow-lg shadow-black/30"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-xs font-semibold tracking-[0.2em] text-sand-300 uppercase">
          Unlock checklist
        </h3>
        <p className="text-xs text-sand-300" data-testid="unlocks-left">
          {rows.length === 0
            ? 'Nothing to unlock yet'
            : open === 0
              ? 'All done'
              : `${open} of ${rows.length} to do`}
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="text-sand-300">Take a skill to see what a character needs to use it.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((row) => {
            const { title, detail } = rowText(row);
            const body = (
              <span className="flex min-w-0 flex-col">
                <span className="font-medium text-sand-50">
                  {title}
                  <Mark row={row} />
                </span>
                <span className="text-sand-300">{detail}</span>
              </span>
            );
            return (
              <li key={row.id} data-row={row.id} data-done={row.done}>
                {onTick ? (
                  <label className="flex min-h-11 cursor-pointer items-start gap-3">
                    <input
                      type="checkbox"
                      checked={row.done}
                      onChange={(event) => {
                        onTick(row.id, event.target.checked);
                      }}
                      className="mt-1 size-5 shrink-0 accent-spice-400"
                    />
                    {body}
                  </label>
                ) : (
                  <div className="flex items-start gap-3">
                    <span
                      aria-label={row.done ? 'Done' : 'To do'}
                      role="img"
                      className={`mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded border ${row.done ? 'border-spice-400 bg-spice-400/20 text-spice-200' : 'border-sand-600'}`}
                    >
                      {row.done ? '✓' : ''}
                    </span>
                    {body}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
