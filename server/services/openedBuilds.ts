import { handedOverBuildData, readHandedOverValue } from '../../src/api/contract/handedOverBuild';
import type { OpenedSavedBuild } from '../../src/api/contract/savedBuilds';
import type { GameManifest } from '../../src/skills/gameData';
import type { GameIndex } from '../../src/skills/gameIndex';
import { gameVersionToOpenIn } from '../../src/skills/gameVersions';
import { IMPORT_NOT_A_BUILD, importBuildValue } from '../../src/skills/importBuild';
import { sharedTrainerStatement } from '../../src/skills/trainerAccess';
import type { SavedBuildKey, SavedBuildService } from './savedBuilds';

/**
 * A saved build as the build viewer opens it (spec §2 Build viewer), done on the server so the
 * browser can show it without loading the engine and the build's schemas: the record read as a
 * hand-over, its build checked by the engine on the game data the browser would open it in.
 */

/** What opening gave; the route turns each case into its status code. */
type OpenedBuildOutcome =
  | { ok: true; answer: OpenedSavedBuild }
  /** No such build, or one the caller may not see: the same answer, nothing is revealed. */
  | { ok: false; reason: 'not-found' }
  /** The browser opens it on game data this server does not hold. */
  | { ok: false; reason: 'data-not-held'; gameVersion: string }
  /** The engine refuses it on that data; `message` is the engine's reason. */
  | { ok: false; reason: 'does-not-open'; gameVersion: string; message: string };

export interface OpenedBuildService {
  /**
   * `GET /api/saved-builds/{idOrUrl}/opened`: the build `key` names, if `viewerId` may see it
   * (as `GET /api/saved-builds/{idOrUrl}` decides), opened; it is not marked viewed.
   */
  open(key: SavedBuildKey, viewerId: string | null): Promise<OpenedBuildOutcome>;
}

export interface OpenedBuildServiceDeps {
  savedBuilds: Pick<SavedBuildService, 'find'>;
  /** The manifest as the browser's bundle holds it (with each version's structure). */
  manifest: GameManifest;
  /** The game data the server holds, by version. */
  indexes: ReadonlyMap<string, GameIndex>;
}

export function createOpenedBuildService({
  savedBuilds,
  manifest,
  indexes,
}: OpenedBuildServiceDeps): OpenedBuildService {
  return {
    async open(key, viewerId) {
      const saved = await savedBuilds.find(key, viewerId);
      if (!saved) return { ok: false, reason: 'not-found' };
      // The browser's own rule on the same manifest, so both open it on the same data.
      const gameVersion = gameVersionToOpenIn(manifest, saved.game_version);
      const index = indexes.get(gameVersion);
      if (!index) return { ok: false, reason: 'data-not-held', gameVersion };
      const handover = readHandedOverValue(saved);
      if (handover === null) {
        return { ok: false, reason: 'does-not-open', gameVersion, message: IMPORT_NOT_A_BUILD };
      }
      const opened = importBuildValue(handedOverBuildData(handover), index);
      if (!opened.ok) {
        return { ok: false, reason: 'does-not-open', gameVersion, message: opened.message };
      }
      const trainer = sharedTrainerStatement(opened.build, index);
      return {
        ok: true,
        answer: {
          gameVersion,
          build: opened.build,
          trainer: { ...trainer, lacking: [...trainer.lacking] },
        },
      };
    },
  };
}
