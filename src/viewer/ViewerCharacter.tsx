import type { BuildView } from '../builds/buildSelectors';
import { CharacterBudgetView } from '../builds/panels/CharacterBudgetView';
import { buildCharacterBudget } from '../skills/characterBudget';

/**
 * The character the build is planned for, read-only; nothing for a build that states none or
 * whose game data has no progression facts (it plans against its cap).
 */
export function ViewerCharacter({ view }: { view: BuildView }) {
  const { character } = view.build;
  const progression = view.index.data.progression;
  const budget = buildCharacterBudget(view.build, view.index);
  if (!character || !progression || !budget) return null;
  return <CharacterBudgetView character={character} budget={budget} progression={progression} />;
}
