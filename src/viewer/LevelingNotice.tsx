import { selectCap, type BuildView } from '../builds/buildSelectors';
import { buildCharacterBudget } from '../skills/characterBudget';
import { capName } from '../skills/skillPointCap';

/**
 * The Leveling Build notice: the cap in force, or the character's budget that replaces it, so
 * the notice never names a cap the build does not plan against.
 */
export function LevelingNotice({ view }: { view: BuildView }) {
  const character = buildCharacterBudget(view.build, view.index) !== null;
  return (
    <p
      role="note"
      className="rounded-xl border border-spice-600/60 bg-spice-950/40 px-4 py-3 text-sm text-spice-100"
      data-testid="leveling-notice"
    >
      {character
        ? `Leveling Build: skill points follow ${capName(view.build, view.index, 'the')}.`
        : `Leveling Build: skill points are capped at ${selectCap(view)} SP.`}
    </p>
  );
}
