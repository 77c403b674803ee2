import { useId, useRef } from 'react';
import type { Skill } from '../skills/gameData';
import type { SkillNodeState } from '../skills/skillStates';
import { Dialog } from '../ui/Dialog';
import { ICON_BOX, SkillShapeOutline, SkillTypeGlyph } from './nodes/shapes';
import { decreaseRefusalText, increaseRefusalText } from './refusalText';
import { StatsTable } from './StatsTable';
import { RED_SKILL_NOTE, TEXT_ONLY_NOTE, skillHasStats, skillIconHref } from './skillText';

/**
 * The skill detail modal (spec: on mobile a tap opens it): name, icon, type, description, each
 * level's stats as a table (the current level marked) or, where the game data gives no numbers,
 * each level's words, labelled as such; each level's cost, minus and plus buttons, and 'Cannot allocate: …' with the engine's
 * reason when plus is refused (formed from the node state by refusalText.ts). Built on the site's shared Dialog (a native modal <dialog>: the page
 * behind is inert, Tab cycles inside, Escape and the backdrop close it; a bottom sheet on phones).
 */
export interface SkillDetailDialogProps {
  skill: Skill;
  state: SkillNodeState;
  treeName?: string;
  /** The engine's warning lines (the tooltip's). */
  warnings?: readonly string[];
  /** SP cost of a level (the level's own cost when not given). */
  levelCost?: (level: number) => number | undefined;
  readOnly?: boolean;
  onIncrease?: () => void;
  onDecrease?: () => void;
  onClose: () => void;
}

export function SkillDetailDialog({
  skill,
  state,
  treeName,
  warnings = [],
  levelCost,
  readOnly = false,
  onIncrease,
  onDecrease,
  onClose,
}: SkillDetailDialogProps) {
  const plusRef = useRef<HTMLButtonElement>(null);
  const refusalId = useId();

  const { level, maxLevel } = state;
  const refusal = state.canIncrease ? null : increaseRefusalText(state);
  const decreaseRefusal = decreaseRefusalText(state);
  const hasStats = skillHasStats(skill);

  return (
    <Dialog
      open
      onClose={onClose}
      title={skill.name}
      description={skill.description}
      initialFocus={readOnly ? 'close' : plusRef}
      icon={
        <svg
          className={`sg-dialog__icon sg-type--${skill.type.toLowerCase()}`}
          viewBox="0 0 100 100"
          aria-hidden="true"
        >
          <SkillShapeOutline type={skill.type} radius={47} className="sg-body" />
          <use
            className="sg-icon"
            href={skillIconHref(skill)}
            x={ICON_BOX.x}
            y={ICON_BOX.y}
            width={ICON_BOX.size}
            height={ICON_BOX.size}
          />
        </svg>
      }
      meta={
        <p className="sg-dialog__meta">
          <span className="sg-chip">
            <SkillTypeGlyph type={skill.type} /> {skill.type}
          </span>
          {treeName && <span className="sg-chip sg-chip--quiet">{treeName}</span>}
          {skill.prescience && <span className="sg-chip sg-chip--prescience">Prescience</span>}
        </p>
      }
    >
      <div className="sg-dialog__body">
        {hasStats ? (
          <StatsTable skill={skill} currentLevel={level} />
        ) : (
          <p className="sg-dialog__note">{TEXT_ONLY_NOTE}</p>
        )}
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
                {/* The table shows a level's numbers; only words and the red note stay here. */}
                {(entry.stats.length === 0 || red) && (
                  <span className="sg-level__text">
                    {entry.stats.length === 0 && entry.description}
                    {red && <em className="sg-level__warning"> Red: {RED_SKILL_NOTE}.</em>}
                  </span>
                )}
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
    </Dialog>
  );
}
