import { migratedNote } from '../../src/api/contract/buildMigrationTexts';
import { handedOverBuildData, readHandedOverValue } from '../../src/api/contract/handedOverBuild';
import type { GameManifest } from '../../src/skills/gameData';
import type { GameIndex } from '../../src/skills/gameIndex';
import { gameVersionToOpenIn } from '../../src/skills/gameVersions';
import { IMPORT_NOT_A_BUILD, importBuildValue } from '../../src/skills/importBuild';
import { migrateBuild, migrationLines } from '../../src/skills/migrateBuild';
import type { SavedBuildRepository } from '../repositories/savedBuildRepository';
import type { UserRow } from '../repositories/userRepository';
import type { BuildDoesNotFit, Saved, SavedBuildKey, SavedBuildService } from './savedBuilds';

/**
 * "Migrate to {current}" of a saved build made with an older game version: the build is opened
 * on the data it was made with, as the viewer shows it, moved by the planner's own rule
 * (migrateBuild) and saved by its owner as a new revision; the older revisions keep their version.
 */

type Owner = Pick<UserRow, 'id' | 'username' | 'username_key'>;

/** What a migration did; the route turns each case into its status code. */
type MigrateResult =
  | (Saved & { changes: string[] })
  | BuildDoesNotFit
  | { ok: false; reason: 'build-not-found' | 'not-author' | 'already-current' };

export interface BuildMigrationService {
  /** `POST /api/saved-builds/{idOrUrl}/migrate`. */
  migrate(owner: Owner, key: SavedBuildKey): Promise<MigrateResult>;
}

export interface BuildMigrationServiceDeps {
  savedBuilds: Pick<SavedBuildRepository, 'findById' | 'findByUrl'>;
  /** The migrated build is saved as `PUT /api/saved-builds` saves. */
  saves: Pick<SavedBuildService, 'find' | 'update'>;
  /** The manifest as the browser's bundle holds it, so the build opens as the viewer opens it. */
  manifest: GameManifest;
  indexes: ReadonlyMap<string, GameIndex>;
  /** The current version's data: the one the build moves to. */
  current: GameIndex;
}

export function createBuildMigrationService({
  savedBuilds,
  saves,
  manifest,
  indexes,
  current,
}: BuildMigrationServiceDeps): BuildMigrationService {
  const findRow = (key: SavedBuildKey) =>
    'id' in key ? savedBuilds.findById(key.id) : savedBuilds.findByUrl(key.url);

  return {
    async migrate(owner, key) {
      const row = await findRow(key);
      if (!row || (row.sharing !== 'Public' && row.user_id !== owner.id)) {
        return { ok: false, reason: 'build-not-found' };
      }
      // A Public build of someone else's: readable, so a 403 reveals nothing.
      if (row.user_id !== owner.id || row.name_key === null) {
        return { ok: false, reason: 'not-author' };
      }
      if (row.game_version === manifest.current) return { ok: false, reason: 'already-current' };
      const record = await saves.find(key, owner.id);
      const handover = record && readHandedOverValue(record);
      if (!handover) return { ok: false, reason: 'build-not-found' };
      const from = indexes.get(gameVersionToOpenIn(manifest, row.game_version)) ?? current;
      const opened = importBuildValue(handedOverBuildData(handover), from);
      if (!opened.ok) {
        return {
          ok: false,
          reason: 'game-data',
          gameVersion: from.data.version,
          problems: [opened.message || IMPORT_NOT_A_BUILD],
        };
      }
      const migration = migrateBuild(opened.build, from, current);
      const saved = await saves.update(owner, {
        build_name: row.name,
        build_guide: row.guide,
        // Migrating changes the skills, not who may see the build.
        data: { ...migration.build, buildTitle: row.name, buildSharing: row.chosen_sharing },
        revision_note: migratedNote(manifest.current),
      });
      if (!saved.ok) {
        // Deleted by another tab between the read and the write.
        return saved.reason === 'game-data' ? saved : { ok: false, reason: 'build-not-found' };
      }
      return { ...saved, changes: migrationLines(migration) };
    },
  };
}
