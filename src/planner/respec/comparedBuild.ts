import { CURRENT_GAME_VERSION } from '../../api/gameDataChunk';
import type { BuildNotice, OpenedBuild } from '../../builds/open/openedBuild';
import { failureNotice } from '../../builds/open/openedBuild';
import { shareCodeNotice } from '../../builds/open/openShareCode';
import type { Build } from '../../skills/buildSchema';
import type { GameIndex } from '../../skills/gameIndex';
import { decodeShareCode, encodeShareCode } from '../../skills/shareCode';

/** One side of a respec, on the game data both sides are compared on. */
export interface ComparedBuild {
  build: Build;
  /** What changed on the way (other game data), or null when it opened as it was. */
  notice: BuildNotice | null;
}

const COMPARE_FAILED = "This build could not be compared on the planner's game data.";

/**
 * A build opened on other game data than `index` (an older link, a code of another version)
 * moved onto it through its share code, so both sides name the same skills. What no longer
 * fits is left out and said in the words of a changed share code.
 */
export function compareOn(opened: OpenedBuild, index: GameIndex): ComparedBuild | BuildNotice {
  if (opened.index === index) return { build: opened.build, notice: opened.notice };
  // Data without progression facts cannot read a character (its code would not decode).
  const { character, ...withoutCharacter } = opened.build;
  const moved = index.data.progression || !character ? opened.build : withoutCharacter;
  const decoded = decodeShareCode(encodeShareCode(moved, opened.index), index);
  if (!decoded.ok) return failureNotice(COMPARE_FAILED, decoded.message);
  const build: Build = { ...decoded.build, buildTitle: opened.build.buildTitle };
  // Read with other data than it opened on: said as a share code the game data changed under.
  const otherData = opened.index.data.version !== index.data.version;
  const notice =
    decoded.problems.length > 0 || otherData
      ? shareCodeNotice(CURRENT_GAME_VERSION, CURRENT_GAME_VERSION, false, decoded.problems)
      : opened.notice;
  return { build, notice };
}
