import type { SkillLevelChange, SkillsDiff } from '../../skills/skillDiff';
import { CLASS_NAMES } from '../cards/classNames';
import { ChangeMark, FromTo, type ChangeKind } from './DiffSection';

/** The sides' names, e.g. "Revision 3" and "Revision 5". */
interface SideLabels {
  labelA: string;
  labelB: string;
}

/** Where a skill sits ("Trooper · Gunnery"), and which side's game data lacks it. */
function skillPlace(change: SkillLevelChange, { labelA, labelB }: SideLabels): string {
  const place = [change.classSlug && CLASS_NAMES[change.classSlug], change.treeName]
    .filter(Boolean)
    .join(' · ');
  const missing = [
    change.knownToA ? null : `not in ${labelA}’s game data`,
    change.knownToB ? null : `not in ${labelB}’s game data`,
  ].filter(Boolean);
  return [place || 'Unknown skill', ...missing].join(' · ');
}

function levelText(kind: ChangeKind, change: SkillLevelChange) {
  if (kind === 'added') return <>Level {change.levelB}</>;
  if (kind === 'removed') return <>Was level {change.levelA}</>;
  return <FromTo from={`Level ${change.levelA}`} to={change.levelB} />;
}

/**
 * The skills added, removed and changed in level, each with its mark, its place and its levels,
 * in the order the diff gives (class, tree, the tree's order).
 */
export function SkillsDiffList({ skills, ...labels }: { skills: SkillsDiff } & SideLabels) {
  const rows: [ChangeKind, SkillLevelChange][] = [
    ...skills.added.map((c): [ChangeKind, SkillLevelChange] => ['added', c]),
    ...skills.removed.map((c): [ChangeKind, SkillLevelChange] => ['removed', c]),
    ...skills.changed.map((c): [ChangeKind, SkillLevelChange] => ['changed', c]),
  ];
  return (
    <ul className="flex flex-col gap-1.5" aria-label="Skills that differ">
      {rows.map(([kind, change]) => (
        <li
          key={change.skillId}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-sand-950/60 px-3 py-2 text-sm"
        >
          <span className="flex min-w-0 flex-wrap items-center gap-2">
            <ChangeMark kind={kind} />
            <span className="min-w-0">
              <span className="block font-semibold break-words text-sand-50">{change.name}</span>
              <span className="block text-xs text-sand-300">{skillPlace(change, labels)}</span>
            </span>
          </span>
          <span className="shrink-0 text-sand-200 tabular-nums">{levelText(kind, change)}</span>
        </li>
      ))}
    </ul>
  );
}
