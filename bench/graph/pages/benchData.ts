import classes from '../../../data/game/1.5/classes.json';
import skills from '../../../data/game/1.5/skills.json';
import trees from '../../../data/game/1.5/trees.json';
import { validateGameVersion } from '../../../src/skills/gameDataValidation';
import { indexGameData } from '../../../src/skills/gameIndex';
import { syntheticTree } from '../../../stories/graph/fixtures/syntheticTree';

/** The trees both pages draw: a real tree (Gunnery) for clicks, 2,000 skills for pan and zoom. */
export const gameIndex = indexGameData(validateGameVersion('1.5', { classes, trees, skills }));
export const CLICK_TREE_ID = 1;

export type Scenario = 'click' | 'pan';
export function scenario(): Scenario {
  return new URLSearchParams(location.search).get('scenario') === 'pan' ? 'pan' : 'click';
}

let large: ReturnType<typeof syntheticTree> | null = null;
export function largeTree() {
  large ??= syntheticTree(2000);
  return large;
}
