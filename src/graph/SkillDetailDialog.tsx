import { useEffect, useId, useRef } from 'react';
import type { Skill } from '../skills/gameData';
import type { SkillNodeState } from '../skills/skillStates';
import { SkillShapeOutline, SkillTypeGlyph } from './nodes/shapes';
import { RED_SKILL_NOTE, skillIconUrl } from './skillText';

/**
 * The skill detail modal (spec: on mobile a tap opens it): name, icon, type, description, each
 * level's effect and cost, minus and plus buttons, and 'Cannot allocate: …' with the engine's
 * reason when plus is refused. A native <dialog> opened with showModal(): the page behind is
 * inert, Tab cycles inside, Escape and the backdrop close it.
 */
export interface SkillDetailDialogProps {
  skill: Skill;
  state: SkillNodeState;
  treeName?: string;
  /** The engine's warning lines (the tooltip's). */
  warnings?: readonly string[];
  /** The engine's 'Cannot allocate: …' text while plus is refused. */
  increaseRefusal?: string | null;
  /** Why minus is refused, while it is. */
  decreaseRefusal?: string | null;
  /** SP cost of a level (the level's own cost when not given). */
  levelCost?: (level: number) => number | undefined;
  readOnly?: boolean;
  onIncrease?: () => void;
  onDecrease?: () => void;
  onClose: () => void;
}

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function SkillDetailDialog({
  skill,
  state,
  treeName,
  warnings = [],
  increaseRefusal = null,
  decreaseRefusal = null,
  levelCost,
  readOnly = false,
  onIncrease,
  onDecrease,
  onClose,
}: SkillDetailDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const refusalId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    (plusRef.current ?? closeRef.current)?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  const { level, maxLevel } = state;
  const refusal = state.canIncrease ? null : (increaseRefusal ?? refusalFallback(state));

  const trapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // The dialog's own cancel does the same for real key presses; this covers synthetic ones.
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => !el.hasAttribute('disabled'),
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The dialog element handles Escape (cancel) itself; clicks on its backdrop close it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="sg-dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={trapTab}
    >
      <div className="sg-dialog__panel">
        <header className="sg-dialog__header">
          <svg
            className={`sg-dialog__icon sg-type--${skill.type.toLowerCase()}`}
            viewBox="0 0 100 100"
            aria-hidden="true"
          >
            <SkillShapeOutline type={skill.type} radius={47} className="sg-body" />
            <image href={skillIconUrl(skill)} x="19" y="19" width="62" height="62" />
          </svg>
          <div className="sg-dialog__title">
            <h2 id={titleId}>{skill.name}</h2>
            <p className="sg-dialog__meta">
              <span className="sg-chip">
                <SkillTypeGlyph type={skill.type} /> {skill.type}
              </span>
              {treeName && <span className="sg-chip sg-chip--quiet">{treeName}</span>}
              {skill.prescience && <span className="sg-chip sg-chip--prescience">Prescience</span>}
            </p>
          </div>
          <button
            ref={closeRef}
            type="button"
            className="sg-icon-button"
            aria-label="Close"
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </header>

        <p id={descriptionId} className="sg-dialog__description">
          {skill.description}
        </p>

        <ol className="sg-levels" aria-label="Levels">
          {skill.levels.map((entry) => {
            const taken = entry.level <= level;
            const red = taken && state.isRed && entry.level >= 2;
            const cost = levelCost?.(entry.level) ?? entry.cost;
            return (
              <li
                key={entry.level}
                className={`sg-level${taken ? ' sg-level--taken' : ''}${entry.level === level + 1 ? ' sg-level--next' : ''}${red ? ' sg-level--red' : ''}`}
              >
                <span className="sg-level__head">
                  <span className="sg-level__mark" aria-hidden="true">
                    {taken ? '✓' : entry.level}
                  </span>
                  Level {entry.level}
                  {cost !== undefined && <span className="sg-level__cost">{cost} SP</span>}
                  {taken && <span className="sg-visually-hidden">, taken</span>}
                </span>
                <span className="sg-level__text">
                  {entry.description}
                  {red && <em className="sg-level__warning"> Red: {RED_SKILL_NOTE}.</em>}
                </span>
              </li>
            );
          })}
        </ol>

        {warnings.length > 0 && (
          <ul className="sg-dialog__warnings">
            {warnings.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}

        {readOnly ? (
          <p className="sg-dialog__level">
            Level {level} of {maxLevel}
          </p>
        ) : (
          <div className="sg-stepper" role="group" aria-label={`${skill.name} level`}>
            <button
              type="button"
              className="sg-stepper__button"
              aria-label="Remove a level"
              aria-disabled={!state.canDecrease}
              title={decreaseRefusal ?? undefined}
              onClick={() => {
                if (state.canDecrease) onDecrease?.();
              }}
            >
              −
            </button>
            {/* The graph announces level changes; this value is for the eye. */}
            <span className="sg-stepper__value">
              Level {level} of {maxLevel}
            </span>
            <button
              ref={plusRef}
              type="button"
              className="sg-stepper__button sg-stepper__button--plus"
              aria-label="Add a level"
              aria-disabled={!state.canIncrease}
              aria-describedby={refusal ? refusalId : undefined}
              onClick={() => {
                if (state.canIncrease) onIncrease?.();
              }}
            >
              +
            </button>
          </div>
        )}
        {!readOnly && (
          <p id={refusalId} className="sg-dialog__refusal" role="status">
            {refusal}
          </p>
        )}
        {!readOnly && decreaseRefusal && level > 0 && !state.canDecrease && (
          <p className="sg-dialog__note">{decreaseRefusal}</p>
        )}
        <div className="sg-dialog__actions">
          <button type="button" className="sg-button" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** 'Cannot allocate: <reason>' from the state itself when the caller gives no text. */
function refusalFallback(state: SkillNodeState): string | null {
  return state.increaseRefusal ? `Cannot allocate: ${state.increaseRefusal.reason}` : null;
}
