import type { BuildRevision, BuildRevisionSummary } from '../../src/api/contract/buildRevisions';
import { restoredNote } from '../../src/api/contract/buildRevisionsTexts';
import { buildNameKey } from '../../src/skills/buildListing';
import type { BuildRevisionRepository } from '../repositories/buildRevisionRepository';
import type {
  OwnedSavedBuildRow,
  SavedBuildRepository,
} from '../repositories/savedBuildRepository';
import type { UserRow } from '../repositories/userRepository';
import type { BuildDoesNotFit, Saved, SavedBuildKey, SavedBuildService } from './savedBuilds';

/**
 * Revisions of a saved build: its history, one revision's build, and restoring one. Whoever may
 * read the build may read its history (the owner always, anyone else only while it is Public),
 * except what moderation flagged when saved and the notes, which stay the owner's; for anyone
 * else it answers as for a build that does not exist. A restore is a save of the
 * revision's build by the owner, so it passes every check a save does and keeps a new revision.
 */

type Owner = Pick<UserRow, 'id' | 'username' | 'username_key'>;

/** What reading one revision found; the route turns each case into its status code. */
type RevisionResult =
  | { ok: true; revision: BuildRevision }
  | { ok: false; reason: 'build-not-found' | 'revision-not-found' };

/** What a restore did. */
type RestoreResult =
  | Saved
  | BuildDoesNotFit
  | { ok: false; reason: 'build-not-found' | 'revision-not-found' | 'not-author' };

export interface BuildRevisionService {
  /** `GET /api/saved-builds/{idOrUrl}/revisions`: newest first; undefined when not visible. */
  list(key: SavedBuildKey, viewerId: string | null): Promise<BuildRevisionSummary[] | undefined>;
  /** `GET /api/saved-builds/{idOrUrl}/revisions/{number}`. */
  find(key: SavedBuildKey, number: number, viewerId: string | null): Promise<RevisionResult>;
  /** `POST /api/saved-builds/{idOrUrl}/revisions/{number}/restore`. */
  restore(
    owner: Owner,
    key: SavedBuildKey,
    number: number,
    note: string | undefined,
  ): Promise<RestoreResult>;
}

export interface BuildRevisionServiceDeps {
  revisions: BuildRevisionRepository;
  savedBuilds: Pick<SavedBuildRepository, 'findById' | 'findByUrl'>;
  /** A restore saves as `PUT /api/saved-builds` does. */
  saves: Pick<SavedBuildService, 'update'>;
}

/**
 * A revision as its reader sees it: notes are the saver's own words, which moderation never
 * reads, so only the owner sees them (flagged revisions never reach anyone else).
 */
function shownSummary(
  { flagged: _flagged, note, ...summary }: BuildRevisionSummary & { flagged: boolean },
  owner: boolean,
): BuildRevisionSummary {
  return { ...summary, note: owner ? note : null };
}

export function createBuildRevisionService({
  revisions,
  savedBuilds,
  saves,
}: BuildRevisionServiceDeps): BuildRevisionService {
  const findRow = (key: SavedBuildKey) =>
    'id' in key ? savedBuilds.findById(key.id) : savedBuilds.findByUrl(key.url);

  /** The build if `viewerId` may read it: Public for anyone, else its owner only. */
  const visibleRow = async (
    key: SavedBuildKey,
    viewerId: string | null,
  ): Promise<OwnedSavedBuildRow | undefined> => {
    const row = await findRow(key);
    return row && (row.sharing === 'Public' || row.user_id === viewerId) ? row : undefined;
  };

  return {
    async list(key, viewerId) {
      const row = await visibleRow(key, viewerId);
      if (!row) return undefined;
      const owner = row.user_id === viewerId;
      const listed = await revisions.list(row.id);
      return listed
        .filter((revision) => owner || !revision.flagged)
        .map((revision) => shownSummary(revision, owner));
    },

    async find(key, number, viewerId) {
      const row = await visibleRow(key, viewerId);
      if (!row) return { ok: false, reason: 'build-not-found' };
      const found = await revisions.find(row.id, number);
      const owner = row.user_id === viewerId;
      if (!found || (found.flagged && !owner)) return { ok: false, reason: 'revision-not-found' };
      const { build, guide, ...summary } = found;
      return {
        ok: true,
        revision: {
          ...shownSummary(summary, owner),
          build_name: build.buildTitle,
          build_guide: guide,
          data: { ...build, buildGuide: guide },
        },
      };
    },

    async restore(owner, key, number, note) {
      const row = await visibleRow(key, owner.id);
      if (!row) return { ok: false, reason: 'build-not-found' };
      // A Public build of someone else's: readable, so a 403 reveals nothing.
      if (row.user_id !== owner.id || row.name_key === null) {
        return { ok: false, reason: 'not-author' };
      }
      const found = await revisions.find(row.id, number);
      if (!found) return { ok: false, reason: 'revision-not-found' };
      // The name is the build's identity in the account: a revision titled otherwise (only
      // its letter case or spacing can differ) is restored under the build's current name.
      const name =
        buildNameKey(found.build.buildTitle) === row.name_key ? found.build.buildTitle : row.name;
      const saved = await saves.update(owner, {
        build_name: name,
        build_guide: found.guide,
        // Restoring the content keeps the listing the owner chose last.
        data: { ...found.build, buildTitle: name, buildSharing: row.chosen_sharing },
        revision_note: note || restoredNote(number),
      });
      // Deleted by another tab between the read and the write.
      return saved.ok || saved.reason === 'game-data'
        ? saved
        : { ok: false, reason: 'build-not-found' };
    },
  };
}
