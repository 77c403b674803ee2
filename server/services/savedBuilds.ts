import type { BuildLinkResponse } from '../../src/api/contract';
import { BASED_ON_PAGE_SIZE, type BasedOnPage } from '../../src/api/contract/basedOn';
import type {
  DeleteMyBuildRequest,
  MyBuild,
  SaveBuildRequest,
  SaveBuildResponse,
  SavedBuild,
  SavedBuildCount,
  SavedBuildName,
} from '../../src/api/contract/savedBuilds';
import { usernameKey } from '../../src/api/contract/accountRules';
import { buildNameKey, SAVED_BUILD_LIMIT, storedListing } from '../../src/skills/buildListing';
import type { Build } from '../../src/skills/buildSchema';
import { buildVersionStatus } from '../../src/skills/buildVersionStatus';
import type { GameIndex } from '../../src/skills/gameIndex';
import type { Notifier } from './notifier';
import type { BuildViews } from './buildViews';
import type {
  FoundSavedBuildRow,
  SavedBuildFields,
  SavedBuildRepository,
  SavedBuildRow,
  StoredSavedBuildRow,
} from '../repositories/savedBuildRepository';
import type { UserRow } from '../repositories/userRepository';
import {
  buildModerationFields,
  findFlaggedContent,
  isReviewed,
  type ReviewedTexts,
} from './moderation';
import { buildCardFacts } from './buildCardFacts';
import { prepareClientBuild } from './prepareSharedBuild';
import type { BuildStatuses } from './buildStatuses';
import { buildNameTakenMessage, SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';

/**
 * Saved builds (spec §4 "Save flow", §6, §7): a logged-in player saves up to 10 builds, overwrites
 * one by name, lists each Public or Private, and deletes them. The server checks every build
 * against the game data, recomputes its SP, decides its listing (moderation and an earlier
 * restriction win over the client, until a moderator clears it), and never takes likes or an owner
 * from the client. A Public build is readable by anyone; Private and Restricted ones by their owner
 * only.
 */

/** The logged-in player a call acts for. */
type Owner = Pick<UserRow, 'id' | 'username' | 'username_key'>;

/** A save that went through, and what moderation flagged in it (for the log). */
export interface Saved {
  ok: true;
  answer: SaveBuildResponse;
  flaggedFields: string[];
}

/** The build does not fit the game data: one sentence per problem. */
export interface BuildDoesNotFit {
  ok: false;
  reason: 'game-data';
  gameVersion: string;
  problems: string[];
}

/** What `POST` did; the route turns each case into its status code. */
type CreateResult =
  | Saved
  | BuildDoesNotFit
  /** The owner already has a build of this name (the client offers to overwrite). */
  | { ok: false; reason: 'name-taken'; message: string }
  /** Every save slot is used and the name is new. */
  | { ok: false; reason: 'limit-reached' };

/** What `PUT` did. */
type UpdateResult =
  | Saved
  | BuildDoesNotFit
  /** The owner has no build of this name. */
  | { ok: false; reason: 'not-found' };

type DeleteResult = 'deleted' | 'not-yours' | 'not-found';

/** What the list of builds based on one did: the page, or the original is not there to see. */
type BasedOnResult = { ok: true; answer: BasedOnPage } | { ok: false; reason: 'not-found' };

/** How a build is asked for: its UUID or its short public url id. */
export type SavedBuildKey = { id: string } | { url: string };

export interface SavedBuildService {
  /** `POST /api/saved-builds`: a new build under a new name. */
  create(owner: Owner, request: SaveBuildRequest): Promise<CreateResult>;
  /** `PUT /api/saved-builds`: overwrites the owner's build of the same name. */
  update(owner: Owner, request: SaveBuildRequest): Promise<UpdateResult>;
  /** `GET /api/saved-builds`: the owner's builds by name. */
  names(owner: Owner): Promise<SavedBuildName[]>;
  /** `GET /api/saved-build-count`. */
  count(owner: Owner): Promise<SavedBuildCount>;
  /** `GET /api/my-builds`: the cards, most recently updated first. */
  myBuilds(owner: Owner): Promise<MyBuild[]>;
  /** `DELETE /api/my-build`. */
  remove(owner: Owner, request: DeleteMyBuildRequest): Promise<DeleteResult>;
  /**
   * `GET /api/saved-builds/{idOrUrl}`: the full form if `viewerId` may see it (undefined
   * otherwise, exactly as for a build that does not exist); marks it viewed.
   */
  open(key: SavedBuildKey, viewerId: string | null): Promise<SavedBuild | undefined>;
  /** The build as `open` answers `viewerId`, without marking it viewed. */
  find(key: SavedBuildKey, viewerId: string | null): Promise<SavedBuild | undefined>;
  /**
   * `GET /api/build-link/{url}` of a saved build: a Public one for anyone, a Private one for its
   * owner (`viewerId`) only, never a Restricted one.
   */
  findLinked(url: string, viewerId: string | null): Promise<BuildLinkResponse | undefined>;
  /**
   * `GET /api/saved-builds/{idOrUrl}/based-on`: a page of the builds based on it that `viewerId`
   * may see, when `viewerId` may see the build itself.
   */
  basedOn(key: SavedBuildKey, viewerId: string | null, page: number): Promise<BasedOnResult>;
}

export interface SavedBuildServiceDeps {
  savedBuilds: SavedBuildRepository;
  /** Lookups over the current game version, for the rules that check builds. */
  gameIndex: GameIndex;
  currentVersion: string;
  /** Each build's status on the current version, as My Builds' cards show it. */
  statuses: Pick<BuildStatuses, 'shown'>;
  /** When builds were last opened, written in batches off the request path. */
  views: Pick<BuildViews, 'unwritten' | 'record'>;
  /** Tells followers of a save that made a build Public or revised a Public one. */
  notifier: Pick<Notifier, 'notify'>;
  /** Tests move the clock; the server uses the real one. */
  now?: () => Date;
}

/** A build opened again within this time is not noted again (one write a minute at most). */
const VIEW_RECORD_INTERVAL_MS = 60_000;

const OUTCOME_MESSAGES: Record<SaveBuildResponse['outcome'], string> = {
  CREATED: SAVED_BUILD_TEXTS.saved,
  CREATED_AS_RESTRICTED: SAVED_BUILD_TEXTS.savedRestricted,
  UPDATED: SAVED_BUILD_TEXTS.updated,
  UPDATED_AS_RESTRICTED: SAVED_BUILD_TEXTS.updatedRestricted,
};

function parseList<T>(json: string): T[] {
  return JSON.parse(json) as T[];
}

/**
 * The full form: the stored build with the record's name, guide, listing and likes, and how
 * many builds based on it the asker may see.
 */
function savedBuildView(
  row: StoredSavedBuildRow,
  username: string,
  basedOnCount: number,
): SavedBuild {
  // Validated by the build schema when it was stored.
  const stored = JSON.parse(row.data) as Build;
  return {
    id: row.id,
    url: row.url,
    build_name: row.name,
    build_guide: row.guide,
    username,
    likes: row.likes,
    favourites: row.favourites,
    sharing: row.sharing,
    data: {
      ...stored,
      buildTitle: row.name,
      buildGuide: row.guide,
      buildSharing: row.sharing,
      buildLikes: row.likes,
    },
    game_version: row.game_version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_viewed_at: row.last_viewed_at,
    based_on_count: basedOnCount,
    revisions: row.revisions,
  };
}

function myBuildView(
  index: GameIndex,
  statuses: Pick<BuildStatuses, 'shown'>,
  row: SavedBuildRow,
  username: string,
): MyBuild {
  return {
    id: row.id,
    title: row.name,
    description: row.description,
    tags: parseList(row.tags),
    type_tags: parseList(row.type_tags),
    sharing: row.sharing,
    likes: row.likes,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_viewed_at: row.last_viewed_at,
    url: row.url,
    username,
    skillpoints: row.skillpoints,
    version_status: statuses.shown(row),
    // My Builds: the owner's own cards, each with its thumbnail whatever its sharing.
    ...buildCardFacts(index, row, 'owner'),
  };
}

export function createSavedBuildService({
  savedBuilds,
  gameIndex,
  currentVersion,
  statuses,
  views,
  notifier,
  now = () => new Date(),
}: SavedBuildServiceDeps): SavedBuildService {
  /** The row with a view this process has not written yet. */
  const withViews = <Row extends SavedBuildRow>(row: Row): Row => {
    const unwritten = views.unwritten(row.id);
    return unwritten !== undefined && (row.last_viewed_at ?? '') < unwritten
      ? { ...row, last_viewed_at: unwritten }
      : row;
  };

  /** The build `key` names if `viewerId` may see it: Public for anyone, else its owner only. */
  const visibleRow = async (
    key: SavedBuildKey,
    viewerId: string | null,
  ): Promise<FoundSavedBuildRow | undefined> => {
    const row =
      'id' in key ? await savedBuilds.findById(key.id) : await savedBuilds.findByUrl(key.url);
    return row && (row.sharing === 'Public' || row.user_id === viewerId) ? row : undefined;
  };

  /** The fields to store, or the game-data problems of the build. */
  function fieldsOf(
    request: SaveBuildRequest,
    previous: SavedBuildRow | undefined,
  ): { ok: true; fields: SavedBuildFields } | { ok: false; problems: string[] } {
    const prepared = prepareClientBuild(request.data, request.build_guide, gameIndex, {
      buildTitle: request.build_name,
      // Placeholders: the record's listing and likes are the truth, set on every read.
      buildSharing: 'Private',
      buildLikes: 0,
    });
    if (!prepared.ok) return prepared;
    const { build, buildGuide } = prepared;
    const texts = buildModerationFields(build, buildGuide);
    const flaggedFields = findFlaggedContent(texts);
    // Flagged texts a moderator already decided on keep that decision: cleared ones are listed
    // as chosen, kept ones stay Restricted (previous), and neither goes back to the queue.
    const reviewed =
      previous !== undefined &&
      flaggedFields.length > 0 &&
      isReviewed(texts, flaggedFields, JSON.parse(previous.moderation_reviewed) as ReviewedTexts);
    const cleared = reviewed && previous.moderation_verdict === 'cleared';
    const listing = storedListing({
      requested: request.data.buildSharing,
      flagged: flaggedFields.length > 0 && !cleared,
      previous: previous?.sharing ?? null,
    });
    return {
      ok: true,
      fields: {
        name: build.buildTitle,
        nameKey: buildNameKey(build.buildTitle),
        description: build.buildDescription,
        guide: buildGuide,
        tags: build.buildTags,
        typeTags: build.buildTypeTags,
        selectedClass: build.selectedClass,
        skillpoints: build.skillpoints,
        sharing: listing.listing,
        chosenSharing: listing.chosen,
        flaggedFields,
        needsReview: flaggedFields.length > 0 && !reviewed,
        data: JSON.stringify({ ...build, buildSharing: listing.listing }),
        gameVersion: currentVersion,
        revisionNote: request.revision_note || null,
        originUrl: build.buildOrigin?.url ?? null,
        // Checked on the current version just now: the status's rule says so, not this code.
        versionStatus: buildVersionStatus(build, gameIndex, gameIndex).valid
          ? 'valid'
          : 'needs-attention',
      },
    };
  }

  function doesNotFit(problems: string[]): BuildDoesNotFit {
    return { ok: false, reason: 'game-data', gameVersion: currentVersion, problems };
  }

  /** The full form as `viewerId` reads it, counting the builds based on it they may see. */
  async function viewFor(
    row: StoredSavedBuildRow,
    username: string,
    viewerId: string | null,
  ): Promise<SavedBuild> {
    const basedOnCount = await savedBuilds.countBasedOn(row.url, viewerId);
    return savedBuildView(row, username, basedOnCount);
  }

  async function saved(
    row: StoredSavedBuildRow,
    owner: Owner,
    mode: 'create' | 'update',
    flaggedFields: readonly string[],
  ): Promise<Saved> {
    const restricted = row.sharing === 'Restricted';
    const outcome =
      mode === 'create'
        ? restricted
          ? 'CREATED_AS_RESTRICTED'
          : 'CREATED'
        : restricted
          ? 'UPDATED_AS_RESTRICTED'
          : 'UPDATED';
    return {
      ok: true,
      answer: {
        outcome,
        message: OUTCOME_MESSAGES[outcome],
        build: await viewFor(withViews(row), owner.username, owner.id),
      },
      flaggedFields: [...flaggedFields],
    };
  }

  return {
    async create(owner, request) {
      const prepared = fieldsOf(request, undefined);
      if (!prepared.ok) return doesNotFit(prepared.problems);
      const { fields } = prepared;
      const created = await savedBuilds.create(owner.id, fields, now().toISOString());
      if (created.ok) {
        if (created.row.sharing === 'Public') {
          notifier.notify({
            kind: 'published',
            buildId: created.row.id,
            actorId: owner.id,
            recipients: { authorFollowers: owner.id },
          });
        }
        return saved(created.row, owner, 'create', fields.flaggedFields);
      }
      if (created.reason === 'limit-reached') return { ok: false, reason: 'limit-reached' };
      return { ok: false, reason: 'name-taken', message: buildNameTakenMessage(fields.name) };
    },

    async update(owner, request) {
      const previous = await savedBuilds.findOwnedByName(
        owner.id,
        buildNameKey(request.build_name),
      );
      if (!previous) return { ok: false, reason: 'not-found' };
      const prepared = fieldsOf(request, previous);
      if (!prepared.ok) return doesNotFit(prepared.problems);
      const { fields } = prepared;
      const row = await savedBuilds.update(owner.id, fields, now().toISOString());
      // Deleted by another tab between the read and the write.
      if (!row) return { ok: false, reason: 'not-found' };
      if (row.sharing === 'Public') {
        // Every save is a revision: news to the build's followers, or, once it becomes
        // Public, to its author's.
        const published = previous.sharing !== 'Public';
        notifier.notify({
          kind: published ? 'published' : 'revised',
          buildId: row.id,
          actorId: owner.id,
          recipients: published ? { authorFollowers: owner.id } : { buildFollowers: row.id },
        });
      }
      return saved(row, owner, 'update', fields.flaggedFields);
    },

    async names(owner) {
      const rows = await savedBuilds.listOwned(owner.id);
      return rows.map((row) => ({
        id: row.id,
        build_name: row.name,
        username: row.username,
        url: row.url,
        sharing: row.sharing,
        updated_at: row.updated_at,
      }));
    },

    async count(owner) {
      return { count: await savedBuilds.count(owner.id), limit: SAVED_BUILD_LIMIT };
    },

    async myBuilds(owner) {
      const rows = await savedBuilds.listOwned(owner.id);
      return rows.map((row) => myBuildView(gameIndex, statuses, withViews(row), row.username));
    },

    async remove(owner, request) {
      if (usernameKey(request.username) !== owner.username_key) return 'not-yours';
      const deleted = await savedBuilds.deleteOwned(
        owner.id,
        request.id,
        buildNameKey(request.build_name),
      );
      return deleted ? 'deleted' : 'not-found';
    },

    async open(key, viewerId) {
      const row = await visibleRow(key, viewerId);
      if (!row) return undefined;
      const at = now();
      const notBefore = new Date(at.getTime() - VIEW_RECORD_INTERVAL_MS).toISOString();
      const seen = withViews(row);
      // A flood of views of one build costs one batched write a minute, not one each.
      if (seen.last_viewed_at === null || seen.last_viewed_at < notBefore) {
        seen.last_viewed_at = at.toISOString();
        views.record(row.id, seen.last_viewed_at);
      }
      return viewFor(seen, row.username, viewerId);
    },

    async find(key, viewerId) {
      const row = await visibleRow(key, viewerId);
      return row && viewFor(withViews(row), row.username, viewerId);
    },

    async findLinked(url, viewerId) {
      const row = await savedBuilds.findByUrl(url);
      if (!row || row.sharing === 'Restricted') return undefined;
      if (row.sharing !== 'Public' && row.user_id !== viewerId) return undefined;
      // A share link's answer takes only the build data from the view: no count is asked for.
      const view = savedBuildView(row, row.username, 0);
      return {
        data: view.data,
        build_name: view.build_name,
        build_guide: view.build_guide,
        sharing: row.sharing,
        likes: row.likes,
        url: row.url,
        game_version: row.game_version,
      };
    },

    async basedOn(key, viewerId, page) {
      const row = await visibleRow(key, viewerId);
      if (!row) return { ok: false, reason: 'not-found' };
      const [count, rows] = await Promise.all([
        savedBuilds.countBasedOn(row.url, viewerId),
        savedBuilds.listBasedOn(
          row.url,
          viewerId,
          (page - 1) * BASED_ON_PAGE_SIZE,
          BASED_ON_PAGE_SIZE,
        ),
      ]);
      const builds = rows.map((based) => ({
        title: based.name,
        author: based.username,
        url: based.url,
        updated_at: based.updated_at,
        likes: based.likes,
      }));
      return { ok: true, answer: { count, page, page_size: BASED_ON_PAGE_SIZE, builds } };
    },
  };
}
