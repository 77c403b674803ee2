import type { Build } from '../../skills/buildSchema';
import type { GameIndex } from '../../skills/gameIndex';

/**
 * What opening a build from outside a page (a link, a share code, a hand-over, a saved build's
 * record) gives back, without any store: the build checked against its game data, or a notice
 * saying why it could not be opened. The planner and the viewer each decide what to keep.
 */

/** A message about a build as opened: it no longer fits its data, or it failed to open. */
export interface BuildNotice {
  tone: 'info' | 'warning' | 'error';
  title: string;
  /** One line per thing that changed or went wrong. */
  lines: readonly string[];
  /** The game version the build was made with, when it differs from the one shown. */
  otherGameVersion?: string;
}

/** A build that opened, with the game data it is shown on. */
export interface OpenedBuild {
  build: Build;
  index: GameIndex;
  notice: BuildNotice | null;
  /** Whether it counts as imported (a build link): the planner says so until it is saved. */
  imported: boolean;
  /** The player's saved build it is, when a hand-over from My Builds says so. */
  saved?: { id: string; url: string; name: string };
}

/** An opened build, or the notice saying why there is none. */
export type OpenOutcome = OpenedBuild | BuildNotice;

/** Loads the game data of a version (the current one without it). */
export type IndexLoader = (version?: string) => Promise<GameIndex>;

/** Whether an outcome holds a build. */
export function isOpened(outcome: OpenOutcome): outcome is OpenedBuild {
  return 'build' in outcome;
}

/** The notice of a build that could not be opened: what failed and why. */
export function failureNotice(title: string, line: string): BuildNotice {
  return { tone: 'error', title, lines: [line] };
}
