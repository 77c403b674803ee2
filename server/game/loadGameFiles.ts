import type { GameData, GameManifest } from '../../src/skills/gameData';
import { readGameManifest, readGameVersion } from './readGameFiles';

export interface GameFiles {
  manifest: GameManifest;
  /** Every version of the manifest, validated, in manifest order. */
  versions: GameData[];
}

/** Reads and validates every version the manifest lists; throws GameDataError naming the file. */
export function loadGameFiles(dir: string): GameFiles {
  const manifest = readGameManifest(dir);
  return { manifest, versions: manifest.versions.map((v) => readGameVersion(dir, v.id)) };
}
