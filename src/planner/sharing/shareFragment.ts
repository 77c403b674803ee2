import type { Build } from '../../skills/buildSchema';
import { emptyBuild } from '../../skills/buildSchema';
import type { GameIndex } from '../../skills/gameIndex';
import { encodeShareCode } from '../../skills/shareCode';

/**
 * The build's share code in the address bar's fragment (`#build=<code>`): the page keeps it in
 * step with the build, so the address itself shares the build without a server, and a fragment
 * never reaches any server log. See docs/share-code.md for the code.
 */

export const FRAGMENT_KEY = 'build';

/** The share code of a fragment ('#build=…'), or null when there is none. */
export function shareCodeFromHash(hash: string): string | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '') return null;
  const code = new URLSearchParams(text).get(FRAGMENT_KEY);
  return code === null || code.trim() === '' ? null : code.trim();
}

/** The fragment for a share code ('' for none). */
export function hashForShareCode(code: string | null): string {
  return code === null ? '' : `#${FRAGMENT_KEY}=${code}`;
}

const blankCodes = new WeakMap<GameIndex, string>();

/**
 * The share code the address should carry for a build, or null for a build with nothing in it
 * (no skills, slots, tags, cap or trainer access, first class), which keeps a fresh planner's
 * address clean.
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
