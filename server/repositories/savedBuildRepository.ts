import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { SAVED_BUILD_LIMIT, type ChosenListing, type Listing } from '../../src/skills/buildListing';
import { ANONYMOUS_USERNAME } from '../keys/rowNames';
import { newLinkId } from '../keys/linkIds';
import { isForeignKeyViolation, isUniqueViolation } from '../db/constraintErrors';
import { batchedLookup } from './batchedLookup';
import { rewritePublicKeys } from './publicBuildKeys';
import { commentDb } from './commentTables';
import { forgetComments } from './commentRepository';
import { forgetFavourites } from './favouriteCounts';
import { rewriteSearchRows } from './buildSearch';
import { rewriteBuildSkills } from './buildSkills';
import { bumpPublicListVersion } from './publicListVersion';
import type { SavedBuildDb, SavedBuildsTable, VersionStatus } from './savedBuildTables';
import { writeRevision } from './buildRevisionRepository';

/**
 * Stores and reads saved builds. Every query that reads or changes an author's builds names the
 * author; reading one build by its id or url returns its owner so the service can decide who
 * may see it. The 10-build limit and the one-build-per-name rule are unique indexes (migration
 * 0004), so they hold under concurrent saves on SQLite and PostgreSQL alike. Every write also
 * rewrites the build's community-list keys (migration 0006) in its transaction and then marks
 * the community list changed (publicListVersion.ts), and keeps the save as a revision.
 */

/** A stored saved build. */
export type SavedBuildRow = Selectable<SavedBuildsTable>;

/** A stored saved build with how many times it was saved (its newest revision's number). */
export type StoredSavedBuildRow = SavedBuildRow & { revisions: number };

/** A stored saved build with its author's username. */
export type OwnedSavedBuildRow = SavedBuildRow & { username: string };

/** One build as read by its id or url: with its author and how many times it was saved. */
export type FoundSavedBuildRow = OwnedSavedBuildRow & StoredSavedBuildRow;

/** What a save writes: the checked build and the listing the server decided. */
export interface SavedBuildFields {
  name: string;
  nameKey: string;
  description: string;
  guide: string;
  tags: readonly string[];
  typeTags: readonly string[];
  selectedClass: string;
  skillpoints: number;
  sharing: Listing;
  chosenSharing: ChosenListing;
  /** Field names moderation flagged in this save; empty when clean. */
  flaggedFields: readonly string[];
  /** Flagged text no moderator has decided on: the build enters the queue (if not in it). */
  needsReview: boolean;
  /** JSON of the normalised build. */
  data: string;
  gameVersion: string;
  /** The saver's note on the revision this save keeps; null without one. */
  revisionNote: string | null;
  /** The short public id of the build this one was based on, null when none. */
  originUrl: string | null;
  /** Its status on `gameVersion` (`buildVersionStatus`), stored for the community filter. */
  versionStatus: VersionStatus;
}

/** A build based on another, as the list of them shows it. */
interface BasedOnRow {
  url: string;
  name: string;
  username: string;
  likes: number;
  updated_at: string;
}

type CreateResult =
  { ok: true; row: StoredSavedBuildRow } | { ok: false; reason: 'name-taken' | 'limit-reached' };

/** A build seen opened at `at` (ISO time), not yet written. */
interface BuildView {
  id: string;
  at: string;
}

/** Builds per statement: 3 parameters each stays under SQLite's oldest limit of 999. */
const VIEWS_PER_STATEMENT = 300;

export interface SavedBuildRepository {
  /** Stores a new build in the author's lowest free slot, unless the name is taken or none is free. */
  create(userId: string, fields: SavedBuildFields, now: string): Promise<CreateResult>;
  /**
   * Overwrites the author's build of `fields.nameKey`, undefined when there is none. A build
   * Restricted in the database stays Restricted whatever `fields.sharing` says (until a
   * moderator clears it), even when a moderator restricted it between the caller's read and
   * this write. A save needing review keeps its place in the queue if it has one.
   */
  update(
    userId: string,
    fields: SavedBuildFields,
    now: string,
  ): Promise<StoredSavedBuildRow | undefined>;
  findOwnedByName(userId: string, nameKey: string): Promise<SavedBuildRow | undefined>;
  findById(id: string): Promise<FoundSavedBuildRow | undefined>;
  findByUrl(url: string): Promise<FoundSavedBuildRow | undefined>;
  /** The author's builds, most recently updated first. */
  listOwned(userId: string): Promise<OwnedSavedBuildRow[]>;
  count(userId: string): Promise<number>;
  /**
   * How many builds are based on the build of `url` that `viewerId` may see: Public ones, and
   * the viewer's own whatever their listing (an index range of migration 0023).
   */
  countBasedOn(url: string, viewerId: string | null): Promise<number>;
  /** Those builds, most recently updated first, `limit` of them from `offset`. */
  listBasedOn(
    url: string,
    viewerId: string | null,
    offset: number,
    limit: number,
  ): Promise<BasedOnRow[]>;
  /** Sets each build's last_viewed_at to its time: one statement per 300 builds. */
  markViewed(views: readonly BuildView[]): Promise<void>;
  /** Deletes the author's build with this id and name key; false when there is none. */
  deleteOwned(userId: string, id: string, nameKey: string): Promise<boolean>;
  /**
   * Gives the account's builds to the `anonymous` system user (no slot, no name key) and
   * deletes the account, in one transaction; false when there is no such (non-system) account.
   */
  deleteAccountKeepingBuilds(userId: string): Promise<boolean>;
}

/** The revision a save of `row` keeps, by `userId`. */
function revisionOf(row: SavedBuildRow, userId: string, fields: SavedBuildFields, now: string) {
  return {
    buildId: row.id,
    userId,
    savedAt: now,
    gameVersion: row.game_version,
    note: fields.revisionNote,
    flagged: fields.flaggedFields.length > 0,
    data: row.data,
    guide: row.guide,
  };
}

/** Ids are random: a clash with a stored url is astronomically rare; a few retries end it. */
const MAX_URL_CLASHES = 5;

function columns(fields: SavedBuildFields, now: string) {
  return {
    name: fields.name,
    name_key: fields.nameKey,
    description: fields.description,
    guide: fields.guide,
    tags: JSON.stringify(fields.tags),
    type_tags: JSON.stringify(fields.typeTags),
    selected_class: fields.selectedClass,
    skillpoints: fields.skillpoints,
    sharing: fields.sharing,
    chosen_sharing: fields.chosenSharing,
    flagged_fields: JSON.stringify(fields.flaggedFields),
    data: fields.data,
    game_version: fields.gameVersion,
    origin_url: fields.originUrl,
    version_status: fields.versionStatus,
    status_version: fields.gameVersion,
    updated_at: now,
  };
}

/** The lowest slot 1..limit not in `used`, or null when every slot is used. */
function lowestFreeSlot(used: ReadonlySet<number>): number | null {
  for (let slot = 1; slot <= SAVED_BUILD_LIMIT; slot++) if (!used.has(slot)) return slot;
  return null;
}

export function createSavedBuildRepository(
  db: SavedBuildDb,
  /** Tests pass a generator that repeats itself, to exercise the retry. */
  nextUrl: () => string = newLinkId,
): SavedBuildRepository {
  const owned = () =>
    db
      .selectFrom('saved_builds')
      .innerJoin('users', 'users.id', 'saved_builds.user_id')
      .selectAll('saved_builds')
      .select('users.username');
  /** One build's reads also take its newest revision's number: a step down its primary key. */
  const found = () =>
    owned().select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('build_revisions')
            .select((inner) => inner.fn.max('build_revisions.number').as('n'))
            .whereRef('build_revisions.build_id', '=', 'saved_builds.id'),
          eb.lit(0),
        )
        .as('revisions'),
    );
  // The viewer's lookups: every build page and every API read of a build.
  const findById = batchedLookup(
    (ids: string[]) => found().where('saved_builds.id', 'in', ids).execute(),
    (row) => row.id,
  );
  const findByUrl = batchedLookup(
    (urls: string[]) => found().where('saved_builds.url', 'in', urls).execute(),
    (row) => row.url,
  );

  /** The builds based on `url` that `viewerId` may see. */
  const basedOn = (url: string, viewerId: string | null) =>
    db
      .selectFrom('saved_builds')
      .where('saved_builds.origin_url', '=', url)
      .where((eb) =>
        viewerId === null
          ? eb('saved_builds.sharing', '=', 'Public')
          : eb.or([
              eb('saved_builds.sharing', '=', 'Public'),
              eb('saved_builds.user_id', '=', viewerId),
            ]),
      );

  async function nameTaken(userId: string, nameKey: string): Promise<boolean> {
    const row = await db
      .selectFrom('saved_builds')
      .select('id')
      .where('user_id', '=', userId)
      .where('name_key', '=', nameKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A fresh url that no share link uses either (both resolve at /api/build-link/{id}). */
  async function freshUrl(): Promise<string> {
    for (let attempt = 0; attempt < MAX_URL_CLASHES; attempt++) {
      const url = nextUrl();
      const link = await db
        .selectFrom('build_links')
        .select('id')
        .where('id', '=', url)
        .executeTakeFirst();
      if (!link) return url;
    }
    throw new Error(`No free saved build url after ${MAX_URL_CLASHES} attempts.`);
  }

  async function giveAwayAndDelete(userId: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const anonymous = await trx
        .selectFrom('users')
        .select('id')
        .where('username_key', '=', ANONYMOUS_USERNAME)
        .where('role', '=', 'system')
        .executeTakeFirstOrThrow();
      const given = await trx
        .updateTable('saved_builds')
        .set({ user_id: anonymous.id, slot: null, name_key: null })
        .where('user_id', '=', userId)
        .returning(['id', 'name', 'description', 'guide', 'sharing', 'user_id'])
        .execute();
      // Found by the author's name from now on as `anonymous`'s.
      await rewriteSearchRows(trx, given);
      await forgetFavourites(trx, userId);
      await forgetComments(commentDb(trx), userId);
      const deleted = await trx
        .deleteFrom('users')
        .where('id', '=', userId)
        .where('role', '<>', 'system')
        .returning('id')
        .executeTakeFirst();
      return deleted !== undefined;
    });
  }

  /** Runs `write` in a transaction, then marks the community list changed (even on failure). */
  async function inTransaction<T>(write: (trx: SavedBuildDb) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(write);
    } finally {
      bumpPublicListVersion();
    }
  }

  return {
    async create(userId, fields, now) {
      // Each failed insert means another save of this author took the slot (or the name)
      // meanwhile: at most SAVED_BUILD_LIMIT of those before every slot is taken, plus the
      // rare url clash.
      for (let attempt = 0; attempt < SAVED_BUILD_LIMIT + MAX_URL_CLASHES; attempt++) {
        // A same-named build answers first, even when every slot is used: the client then
        // offers to overwrite it.
        const rows = await db
          .selectFrom('saved_builds')
          .select(['slot', 'name_key'])
          .where('user_id', '=', userId)
          .execute();
        if (rows.some((row) => row.name_key === fields.nameKey)) {
          return { ok: false, reason: 'name-taken' };
        }
        const slot = lowestFreeSlot(new Set(rows.flatMap((row) => row.slot ?? [])));
        if (slot === null) return { ok: false, reason: 'limit-reached' };
        try {
          // Outside the transaction: SQLite's one connection is the transaction's until it ends.
          const url = await freshUrl();
          const row = await inTransaction(async (trx) => {
            const inserted = await trx
              .insertInto('saved_builds')
              .values({
                id: randomUUID(),
                url,
                user_id: userId,
                slot,
                ...columns(fields, now),
                review_since: fields.needsReview ? now : null,
                likes: 0,
                likes_updated_at: null,
                created_at: now,
                last_viewed_at: null,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await rewritePublicKeys(trx, inserted);
            await rewriteSearchRows(trx, [inserted]);
            await rewriteBuildSkills(trx, [inserted]);
            const revisions = await writeRevision(trx, revisionOf(inserted, userId, fields, now));
            return { ...inserted, revisions };
          });
          return { ok: true, row };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          if (await nameTaken(userId, fields.nameKey)) return { ok: false, reason: 'name-taken' };
        }
      }
      throw new Error('A saved build found no slot after as many tries as there are slots.');
    },

    update(userId, fields, now) {
      const values = columns(fields, now);
      return inTransaction(async (trx) => {
        const row = await trx
          .updateTable('saved_builds')
          .set({
            ...values,
            sharing: sql<Listing>`case when sharing = 'Restricted' then 'Restricted' else ${fields.sharing} end`,
            // A clean save of a Restricted build keeps what was flagged, for the moderators.
            flagged_fields:
              fields.flaggedFields.length > 0 ? values.flagged_fields : sql<string>`flagged_fields`,
            ...(fields.needsReview
              ? { review_since: sql<string>`coalesce(review_since, ${now})` }
              : {}),
          })
          .where('user_id', '=', userId)
          .where('name_key', '=', fields.nameKey)
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        await rewritePublicKeys(trx, row);
        await rewriteSearchRows(trx, [row]);
        await rewriteBuildSkills(trx, [row]);
        const revisions = await writeRevision(trx, revisionOf(row, userId, fields, now));
        return { ...row, revisions };
      });
    },

    findOwnedByName: (userId, nameKey) =>
      db
        .selectFrom('saved_builds')
        .selectAll()
        .where('user_id', '=', userId)
        .where('name_key', '=', nameKey)
        .executeTakeFirst(),

    findById,

    findByUrl,

    listOwned: (userId) =>
      owned()
        .where('saved_builds.user_id', '=', userId)
        .orderBy('saved_builds.updated_at', 'desc')
        .orderBy('saved_builds.created_at', 'desc')
        .execute(),

    async count(userId) {
      const row = await db
        .selectFrom('saved_builds')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countBasedOn(url, viewerId) {
      const row = await basedOn(url, viewerId)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    listBasedOn: (url, viewerId, offset, limit) =>
      basedOn(url, viewerId)
        .innerJoin('users', 'users.id', 'saved_builds.user_id')
        .select([
          'saved_builds.url',
          'saved_builds.name',
          'users.username',
          'saved_builds.likes',
          'saved_builds.updated_at',
        ])
        .orderBy('saved_builds.updated_at', 'desc')
        .orderBy('saved_builds.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    async markViewed(views) {
      for (let at = 0; at < views.length; at += VIEWS_PER_STATEMENT) {
        const batch = views.slice(at, at + VIEWS_PER_STATEMENT);
        const times = sql.join(
          batch.map((view) => sql`when ${view.id} then ${view.at}`),
          sql` `,
        );
        await db
          .updateTable('saved_builds')
          .set({ last_viewed_at: sql<string>`case id ${times} end` })
          .where(
            'id',
            'in',
            batch.map((view) => view.id),
          )
          .execute();
      }
    },

    async deleteOwned(userId, id, nameKey) {
      // The cascade removes its likes and community-list keys with it.
      const result = await db
        .deleteFrom('saved_builds')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('name_key', '=', nameKey)
        .executeTakeFirst();
      bumpPublicListVersion();
      return result.numDeletedRows > 0n;
    },

    async deleteAccountKeepingBuilds(userId) {
      try {
        return await giveAwayAndDelete(userId);
      } catch (error) {
        // A save that passed its login check just before the sessions ended may insert between
        // the hand-over and the delete; the second pass hands that build over too.
        if (!isForeignKeyViolation(error)) throw error;
        return await giveAwayAndDelete(userId);
      } finally {
        // Its builds now show `anonymous` as their author.
        bumpPublicListVersion();
      }
    },
  };
}
