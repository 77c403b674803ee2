import type { Build } from './buildSchema';
import { fitBuildToGameData } from './fitBuild';
import type { GameIndex } from './gameIndex';

/**
 * Whether a build made with an older game version still holds on the current one: "valid on
 * 1.5.3.6" when it fits that data unchanged (changed numbers alone do not count), else "needs
 * attention". A build already on the version is valid on it.
 */

export interface BuildVersionStatus {
  valid: boolean;
  /** "valid on 1.5.3.6" or "needs attention". */
  label: string;
}

const NEEDS_ATTENTION = 'needs attention';

/** The status's words on `version`: also what a stored status reads as (the community cards). */
export function versionStatusLabel(valid: boolean, version: string): string {
  return valid ? `valid on ${version}` : NEEDS_ATTENTION;
}

/** The status of `build`, made with `fromIndex`'s version, on `toIndex`'s. */
export function buildVersionStatus(
  build: Build,
  fromIndex: GameIndex,
  toIndex: GameIndex,
): BuildVersionStatus {
  const valid =
    fromIndex.data === toIndex.data || fitBuildToGameData(build, toIndex).problems.length === 0;
  return { valid, label: versionStatusLabel(valid, toIndex.data.version) };
}
