import classes from '../../../data/game/1.5/classes.json';
import skills from '../../../data/game/1.5/skills.json';
import trees from '../../../data/game/1.5/trees.json';
import { validateGameVersion } from '../../../src/skills/gameDataValidation';
import { indexGameData } from '../../../src/skills/gameIndex';

/** The real game data (1.5) for the graph's component tests. */
export const gameData = validateGameVersion('1.5', { classes, trees, skills });
export const gameIndex = indexGameData(gameData);
