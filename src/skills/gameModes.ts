/**
 * The game's modes: online worlds and, since update 1.5, single-player worlds. A few skills
 * exist in one of them only (Cartographer has one record per mode). Without zod, like
 * ./classSlugs: the planner's switch and the share code need the list, not a schema.
 */
export const GAME_MODES = ['multiplayer', 'singleplayer'] as const;

/** One game mode. */
export type GameMode = (typeof GAME_MODES)[number];

/** The mode a build is planned for when nothing says otherwise: the game's online worlds. */
export const DEFAULT_GAME_MODE: GameMode = 'multiplayer';

/** A game mode as players name it. */
export const GAME_MODE_LABELS: Readonly<Record<GameMode, string>> = {
  multiplayer: 'Multiplayer',
  singleplayer: 'Single-player',
};
