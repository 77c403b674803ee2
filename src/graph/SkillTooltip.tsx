import { createPortal } from 'react-dom';
import { MAX_LEVEL_REACHED } from '../skills/allocation';
import type { Skill } from '../skills/gameData';
import type { SkillNodeState } from '../skills/skillStates';
import { SkillTypeGlyph } from './nodes/shapes';
import { StatsTable } from './StatsTable';
import { RED_SKILL_NOTE, TEXT_ONLY_NOTE, skillHasStats } from './skillText';

/**
 * The hover (and keyboard focus) card of a skill: its stats per level as a small table with the
 * current level marked (or, for a skill the data describes in words only, what it does now and
 * what the next level adds, labelled as words), what the next level costs, and the engine's warnings in the spec's words ('Prerequisites not met: …',
 * 'Not enough Skill Points…', 'Clicking will reduce to level 1 (required by …)').
 */
export interface SkillTooltipProps {
  id: string;
  skill: Skill;
  state: SkillNodeState | undefined;
  /** The engine's warning lines for this skill. */
  warnings: readonly string[];
  readOnly: boolean;
  /** SP cost of a level (the level's own cost when not given). */
  levelCost?: (level: number) => number | undefined;
  /** How it was opened: keyboard focus gets the keyboard's hints. */
  via?: 'hover' | 'focus' | 'refusal';
  /** The node's box on screen; null renders the card in place (stories). */
  anchor: Pick<DOMRect, 'left' | 'top' | 'bottom' | 'width'> | null;
}

const GAP = 10;
const HALF_WIDTH = 150;

function placement(anchor: NonNullable<SkillTooltipProps['anchor']>): React.CSSProperties {
  const viewportWidth = typeof window === 'undefined' ? 1024 : window.innerWidth;
  const centre = anchor.left + anchor.width / 2;
  const left = Math.min(
    Math.max(centre, HALF_WIDTH + 8),
    Math.max(HALF_WIDTH + 8, viewportWidth - HALF_WIDTH - 8),
  );
  // Above the node when there is room, else below it.
  return anchor.top > 200
    ? { position: 'fixed', left, top: anchor.top - GAP, transform: 'translate(-50%, -100%)' }
    : { position: 'fixed', left, top: anchor.bottom + GAP, transform: 'translate(-50%, 0)' };
}

/**
 * What the next click or key does to this skill: only the moves it allows (none to remove at
 * level 0; at its highest level a click is refused with the spec's reason).
 */
function hint(
  readOnly: boolean,
  via: SkillTooltipProps['via'],
  level: number,
  maxLevel: number,
): string {
  if (readOnly) return via === 'focus' ? 'Enter or I: details' : 'Click for details';
  const maxed = level >= maxLevel;
  const parts =
    via === 'focus'
      ? [
          maxed ? MAX_LEVEL_REACHED : 'Enter or +: add a level',
          level > 0 ? '− or Delete: remove one' : null,
          'I: details',
        ]
      : [
          maxed ? MAX_LEVEL_REACHED : 'Click: add a level',
          level > 0 ? 'Right-click: remove one' : null,
        ];
  return parts.filter((part) => part !== null).join(' · ');
}

export function SkillTooltipCard({
  id,
  skill,
  state,
  warnings,
  readOnly,
  levelCost,
  via = 'hover',
  anchor,
}: SkillTooltipProps) {
  const level = state?.level ?? 0;
  const maxLevel = state?.maxLevel ?? skill.levels.length;
  const current = level > 0 ? skill.levels[level - 1] : undefined;
  const next = level < maxLevel ? skill.levels[level] : undefined;
  const nextCost = next ? (levelCost?.(next.level) ?? next.cost) : undefined;
  const hasStats = skillHasStats(skill);
  return (
    <div
      id={id}
      role="tooltip"
      className="sg-tooltip"
      style={anchor ? placement(anchor) : undefined}
    >
      <div className="sg-tooltip__head">
        <span className="sg-tooltip__name">{skill.name}</span>
        <span className="sg-tooltip__meta">
          <SkillTypeGlyph type={skill.type} className="sg-tooltip__glyph" />
          {skill.type} · Level {level}/{maxLevel}
        </span>
      </div>
      {hasStats ? (
        <>
          {!current && <p className="sg-tooltip__effect">{skill.description}</p>}
          <StatsTable skill={skill} currentLevel={level} compact />
          {next && !readOnly && nextCost !== undefined && (
            <p className="sg-tooltip__effect sg-tooltip__effect--next">
              <span className="sg-tooltip__tag">
                Level {next.level} · {nextCost} SP
              </span>
            </p>
          )}
        </>
      ) : (
        <>
          <p className="sg-tooltip__note">{TEXT_ONLY_NOTE}</p>
          {current ? (
            <p className="sg-tooltip__effect">
              <span className="sg-tooltip__tag">Now</span> {current.description}
            </p>
          ) : (
            <p className="sg-tooltip__effect">{skill.description}</p>
          )}
          {next && !readOnly && (
            <p className="sg-tooltip__effect sg-tooltip__effect--next">
              <span className="sg-tooltip__tag">
                Level {next.level}
                {nextCost !== undefined ? ` · ${nextCost} SP` : ''}
              </span>{' '}
              {next.description}
            </p>
          )}
        </>
      )}
      {(warnings.length > 0 || state?.isRed) && (
        <ul className="sg-tooltip__warnings">
          {warnings.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {state?.isRed && <li className="sg-tooltip__red">Level 2+ {RED_SKILL_NOTE}.</li>}
        </ul>
      )}
      <p className="sg-tooltip__hint">{hint(readOnly, via, level, maxLevel)}</p>
    </div>
  );
}

/** The tooltip, drawn over the page next to its node. */
export function SkillTooltip(props: SkillTooltipProps) {
  if (typeof document === 'undefined') return null;
  return createPortal(<SkillTooltipCard {...props} />, document.body);
}
