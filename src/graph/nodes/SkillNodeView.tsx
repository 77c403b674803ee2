import { memo } from 'react';
import type { Skill } from '../../skills/gameData';
import type { SkillNodeStatus } from '../../skills/skillStates';
import { skillIconHref } from '../skillText';
import { ICON_BOX, SkillShapeOutline } from './shapes';
import { RedBadge, StatusBadge, type SkillDisplayState } from './StatusBadge';

/**
 * The picture of a skill node: shape with icon, state badges, level pips and name. Pure
 * presentation (no React Flow, no events), so the shape × state matrix can be shown on its own.
 * Every state differs in more than colour: stroke style (dashed, dotted, double), a corner
 * badge, the icon's strength, the pips and, for search, an outer ring.
 */

export interface SkillNodeViewProps {
  skill: Pick<Skill, 'name' | 'type' | 'icon_name' | 'treeId'>;
  level: number;
  maxLevel: number;
  status: SkillNodeStatus;
  isRed: boolean;
  readOnly: boolean;
  search: 'match' | 'miss' | null;
  /** Draws the focus ring without focus (the state matrix story). */
  focused?: boolean;
  /**
   * Whether the node can take keyboard focus (the tree's roving tab stop): only that node needs
   * the ring that :focus-visible shows, so the others leave it out.
   */
  focusable?: boolean;
  /**
   * Zoomed far out: the shape and its stroke style only. Names and pips would be a few pixels
   * tall there, and leaving them out keeps panning a large tree smooth.
   */
  compact?: boolean;
}

/** The state a node shows: a read-only tree's skill the build lacks is `untaken`. */
function displayState(
  status: SkillNodeStatus,
  level: number,
  readOnly: boolean,
): SkillDisplayState {
  if (readOnly && level === 0) return 'untaken';
  return status;
}

function LevelPips({
  level,
  maxLevel,
  isRed,
}: {
  level: number;
  maxLevel: number;
  isRed: boolean;
}) {
  const pips = [];
  for (let i = 1; i <= maxLevel; i++) {
    const taken = i <= level;
    const red = taken && isRed && i >= 2;
    pips.push(
      <span
        key={i}
        className={`sg-pip${taken ? ' sg-pip--on' : ''}${red ? ' sg-pip--red' : ''}`}
      />,
    );
  }
  return (
    <div className="sg-node__pill" aria-hidden="true">
      <span className="sg-node__pips">{pips}</span>
      <span className="sg-node__count">
        {level}/{maxLevel}
      </span>
    </div>
  );
}

function SkillNodeViewComponent({
  skill,
  level,
  maxLevel,
  status,
  isRed,
  readOnly,
  search,
  focused = false,
  focusable = false,
  compact = false,
}: SkillNodeViewProps) {
  const state = displayState(status, level, readOnly);
  const className = [
    'sg-node__view',
    `sg-state--${state}`,
    `sg-type--${skill.type.toLowerCase()}`,
    isRed ? 'sg-node--red' : '',
    search === 'match' ? 'sg-node--match' : '',
    search === 'miss' ? 'sg-node--miss' : '',
    readOnly ? 'sg-node--readonly' : '',
    focused ? 'sg-node--focused' : '',
    compact ? 'sg-node--compact' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const showInner = state === 'maxed' || isRed;
  return (
    <div className={className}>
      <svg className="sg-node__shape" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        {search === 'match' && (
          <SkillShapeOutline type={skill.type} radius={60} className="sg-ring sg-ring--search" />
        )}
        {(focusable || focused) && (
          <SkillShapeOutline type={skill.type} radius={56} className="sg-ring sg-ring--focus" />
        )}
        <SkillShapeOutline type={skill.type} radius={47} className="sg-body" />
        {showInner && <SkillShapeOutline type={skill.type} radius={39} className="sg-inner" />}
        {!compact && (
          <>
            <use
              className="sg-icon"
              href={skillIconHref(skill)}
              x={ICON_BOX.x}
              y={ICON_BOX.y}
              width={ICON_BOX.size}
              height={ICON_BOX.size}
            />
            {state !== 'untaken' && <StatusBadge state={state} />}
            {isRed && <RedBadge />}
          </>
        )}
      </svg>
      {!compact && <LevelPips level={level} maxLevel={maxLevel} isRed={isRed} />}
      {!compact && <div className="sg-node__name">{skill.name}</div>}
    </div>
  );
}

export const SkillNodeView = memo(SkillNodeViewComponent);
