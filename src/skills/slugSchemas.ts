import { z } from 'zod';
import { CLASS_SLUGS } from './classSlugs';
import { GAME_MODES } from './gameModes';

/**
 * The class slug's and game mode's schemas, apart from the game data's (./gameData): the browser
 * checks builds, never its bundled game data, so its schema chunks need not build those.
 */

/** A class slug (./classSlugs). */
export const classSlugSchema = z.enum(CLASS_SLUGS);

/** A game mode (./gameModes). */
export const gameModeSchema = z.enum(GAME_MODES);
