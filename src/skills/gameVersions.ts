import type { GameManifest } from './gameData';

/**
 * Which game data a build made with a version opens in, read from a manifest: the browser asks
 * its bundled one (src/api/gameDataChunk.ts), the server the one it loaded at start from the
 * same files. One rule for both, so a build the server opens for a page is opened on the
 * same data as the browser would open it.
 */

/** Whether the manifest lists a version. */
export function manifestHasVersion(manifest: GameManifest, version: string): boolean {
  return manifest.versions.some((v) => v.id === version);
}

/**
 * Whether a build made with `version` opens unchanged with the manifest's current data: both
 * have the same structure (skills, levels, costs, links), as 1.5 and 1.5.3.6 do. Such a build
 * needs no "other game data" notice, whatever version its share code or file names.
 */
export function sameStructureAsCurrentIn(manifest: GameManifest, version: string): boolean {
  if (version === manifest.current) return true;
  const structureOf = (id: string) => manifest.versions.find((v) => v.id === id)?.structure;
  const structure = structureOf(version);
  return structure !== undefined && structure === structureOf(manifest.current);
}

/**
 * The game version to open a build made with `version` in: the current one when the structure
 * is the same or the manifest does not list the version, else the version itself.
 */
export function gameVersionToOpenIn(manifest: GameManifest, version: string): string {
  return manifestHasVersion(manifest, version) && !sameStructureAsCurrentIn(manifest, version)
    ? version
    : manifest.current;
}
