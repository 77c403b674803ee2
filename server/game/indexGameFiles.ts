import type { GameManifest } from '../../src/skills/gameData';
import { indexGameData, type GameIndex } from '../../src/skills/gameIndex';
import type { GameFiles } from './loadGameFiles';

/** The game data as the server holds it: built once at start from the validated files. */
export interface GameVersions {
  /** The manifest as the API serves it: the versions in manifest order, current named. */
  readonly manifest: GameManifest;
  /** One index per version of the manifest (default game mode). */
  readonly indexes: ReadonlyMap<string, GameIndex>;
  /** The current version's index: the data builds are checked against. */
  readonly current: GameIndex;
}

export function indexGameFiles(files: GameFiles): GameVersions {
  const indexes = new Map(files.versions.map((data) => [data.version, indexGameData(data)]));
  const current = indexes.get(files.manifest.current);
  if (!current) throw new Error(`The manifest's current version has no data.`);
  // Ids and labels only, as the server has always answered; the browser reads `structure` from
  // its own bundled manifest.
  const versions = files.manifest.versions.map(({ id, label }) => ({ id, label }));
  return { manifest: { current: files.manifest.current, versions }, indexes, current };
}
