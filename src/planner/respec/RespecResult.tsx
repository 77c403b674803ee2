import { useId } from 'react';
import type { Build } from '../../skills/buildSchema';
import type { GameIndex } from '../../skills/gameIndex';
import { respecPlan, type SkillChange } from '../../skills/respecPlan';
import {
  budgetCharacter,
  changeLine,
  fitsLine,
  keptLine,
  refundLine,
  sharedNameTrees,
} from './respecText';
import { RespecSpice } from './RespecSpice';

/**
 * What the respec takes: the points refunded and spent again, every skill added, removed and
 * changed, whether the target fits the character (else the cap), and the Spice.
 */
export function RespecResult({ from, to, index }: { from: Build; to: Build; index: GameIndex }) {
  const plan = respecPlan(from, to, index);
  const pointsId = useId();
  const skillsId = useId();
  const trees = sharedNameTrees([...plan.added, ...plan.removed, ...plan.changed], index);
  return (
    <div className="space-y-5" data-testid="respec-result">
      <section aria-labelledby={pointsId} className="space-y-2">
        <h3 id={pointsId} className="font-display text-lg font-semibold text-sand-50">
          Skill points
        </h3>
        <p className="text-base text-sand-100">{refundLine(plan)}</p>
        <p
          data-testid="respec-fits"
          className={`text-sm font-semibold ${plan.fits ? 'text-ibad-300' : 'text-danger-200'}`}
        >
          {fitsLine(plan, budgetCharacter(from, to, index))}
        </p>
      </section>
      <section aria-labelledby={skillsId} className="space-y-3">
        <h3 id={skillsId} className="font-display text-lg font-semibold text-sand-50">
          Skills
        </h3>
        <ChangeList title="Added" changes={plan.added} trees={trees} />
        <ChangeList title="Removed" changes={plan.removed} trees={trees} />
        <ChangeList title="Changed" changes={plan.changed} trees={trees} />
        <p className="text-sm text-sand-300">{keptLine(plan.kept)}</p>
      </section>
      <RespecSpice progression={index.data.progression} gameVersion={index.data.version} />
    </div>
  );
}

function ChangeList({
  title,
  changes,
  trees,
}: {
  title: string;
  changes: readonly SkillChange[];
  trees: ReadonlyMap<number, string>;
}) {
  if (changes.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-sand-100">
        {title} ({changes.length})
      </h4>
      <ul aria-label={title} className="mt-1 space-y-0.5 text-sm text-sand-200">
        {changes.map((change) => (
          <li key={change.skillId}>{changeLine(change, trees.get(change.skillId))}</li>
        ))}
      </ul>
    </div>
  );
}
