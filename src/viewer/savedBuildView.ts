import type { SavedBuild } from '../api/contract/savedBuilds';
import type { Build } from '../skills/buildSchema';
import type { GameIndex } from '../skills/gameIndex';

/**
 * What the viewer shows: a build checked by the engine against its game data, with the saved
 * build's public identity when it has one (a hand-over from local storage may not).
 */
export interface ViewerBuild {
  readonly build: Build;
  readonly index: GameIndex;
  /** The short public id (likes, Get Link); null for a hand-over without one. */
  readonly url: string | null;
  /** The author's username; null when unknown. */
  readonly author: string | null;
  /** The like count as the server last said. */
  readonly likes: number;
  /** The saved build as fetched, for 'Open in planner' (null for a hand-over). */
  readonly saved: SavedBuild | null;
}

/**
 * A saved build's view, once its build is checked (by the engine here, or by the server for the
 * page it sent): the saved build's id, author and likes are its public identity. Free of the
 * engine, so a page whose build the server opened shows it without loading the engine.
 */
export function savedBuildView(saved: SavedBuild, build: Build, index: GameIndex): ViewerBuild {
  return { build, index, url: saved.url, author: saved.username, likes: saved.likes, saved };
}
