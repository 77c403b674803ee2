import type { Build } from '../../skills/buildSchema';
import { emptyBuild } from '../../skills/emptyBuild';
import type { GameIndex } from '../../skills/gameIndex';
import { encodeShareCode } from '../../skills/shareCode';

const blankCodes = new WeakMap<GameIndex, string>();

/**
 * The share code the address should carry for a build, or null for a build with nothing in it
 * (no skills, slots, tags, cap or trainer access, first class), which keeps a fresh planner's
 * address clean. Opening a link compares against it too, so it lives with the opening.
 */
export function shareCodeForAddress(build: Build, index: GameIndex): string | null {
  const code = encodeShareCode(build, index);
  let blank = blankCodes.get(index);
  if (blank === undefined) {
    blank = encodeShareCode(emptyBuild(), index);
    blankCodes.set(index, blank);
  }
  return code === blank ? null : code;
}
