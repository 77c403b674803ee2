import type { BuildCardFacts, CardAbility } from '../../src/api/contract/buildCardFacts';
import type { Build } from '../../src/skills/buildSchema';
import { CLASS_SLUGS, type ClassSlug } from '../../src/skills/classSlugs';
import { skillPointsSpentByClass } from '../../src/skills/costs';
import type { GameIndex } from '../../src/skills/gameIndex';
import { type FoundThumbnail, findThumbnail, thumbnailPath } from '../previews/thumbnailContent';

/**
 * What a build's card shows besides its texts, read from the stored build over the current game
 * data (as the viewer would show it today), so the lists' pages need no game data of their own.
 */

/** A stored build as a card reads it. */
interface CardSource {
  /** JSON of the normalised build, validated by the build schema when it was stored. */
  data: string;
  selected_class: string;
  /** The short public id: the thumbnail's address. */
  url: string;
  /** A Public build's thumbnail is anyone's; another's is its owner's only (the image route's rule). */
  sharing: string;
}

/** The selected class first, then every other class the build spends points in, in game order. */
function classesOf(index: GameIndex, build: Build, selected: ClassSlug): ClassSlug[] {
  const spent = skillPointsSpentByClass(index, build.characterBuild);
  return [selected, ...CLASS_SLUGS.filter((slug) => slug !== selected && spent[slug] > 0)];
}

function abilityOf(index: GameIndex, skillId: number | null): CardAbility | null {
  const skill = skillId === null ? undefined : index.skillsById.get(skillId);
  return skill ? { name: skill.name, icon: skill.icon_name, tree: skill.treeId } : null;
}

/** Who reads a card: anyone (a list of Public builds), or the build's owner (My Builds). */
type CardReader = 'anyone' | 'owner';

/**
 * The card's facts for `reader`; `thumbnailListed` is told of the thumbnail a Public card names,
 * which the browser will soon ask for.
 */
export function buildCardFacts(
  index: GameIndex,
  row: CardSource,
  reader: CardReader,
  thumbnailListed?: (found: FoundThumbnail) => void,
): BuildCardFacts {
  const build = JSON.parse(row.data) as Build;
  const [first, second, third] = build.activeAbilities;
  const shown = reader === 'owner' || row.sharing === 'Public';
  const thumbnail = shown ? findThumbnail(index, build) : undefined;
  if (thumbnail) thumbnailListed?.(thumbnail);
  const character = build.character;
  return {
    classes: classesOf(index, build, row.selected_class as ClassSlug),
    abilities: [abilityOf(index, first), abilityOf(index, second), abilityOf(index, third)],
    thumbnail: thumbnail ? thumbnailPath(row.url, thumbnail.hash) : null,
    // Only when stated: a list of builds without one answers as many bytes as before.
    ...(character && { character: { level: character.level, combatLevel: character.combatLevel } }),
  };
}
