import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Build } from '../../src/skills/buildSchema';
import { isUniqueViolation } from '../db/constraintErrors';
import type { Database } from '../db/schema';
import { newLinkId } from '../keys/linkIds';

/**
 * server/repositories/: the only code that talks to the database. Each file is one
 * `create<Thing>Repository(db)` returning a `<Thing>Repository` interface of Kysely queries,
 * mapping rows to the app's types and back; no rules, no HTTP (those are services/ and
 * routes/).
 *
 * This one stores and reads share links. A link is an immutable snapshot, so the same content (build,
 * guide, game version) always maps to one row: sharing a build again returns its existing id,
 * and repeated clicks on the Link button do not grow the table.
 */

interface NewBuildLink {
  build: Build;
  buildGuide: string;
  gameVersion: string;
}

interface StoredBuildLink {
  id: string;
  /** The stored build object (validated when stored). */
  data: unknown;
  buildName: string;
  buildGuide: string;
  gameVersion: string;
  createdAt: string;
}

export interface BuildLinkRepository {
  /** Stores the link, or finds the link already holding the same content; returns its id. */
  save(link: NewBuildLink): Promise<string>;
  find(id: string): Promise<StoredBuildLink | undefined>;
}

/** Ids are random: a collision is astronomically rare, and a few retries make it impossible. */
const MAX_ID_ATTEMPTS = 5;

function contentHash(json: string, buildGuide: string, gameVersion: string): string {
  return createHash('sha256')
    .update(JSON.stringify([gameVersion, json, buildGuide]))
    .digest('hex');
}

export function createBuildLinkRepository(
  db: Kysely<Database>,
  /** Tests pass a generator that repeats itself, to exercise the retry. */
  nextId: () => string = newLinkId,
): BuildLinkRepository {
  async function findIdByHash(hash: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('build_links')
      .select('id')
      .where('content_hash', '=', hash)
      .executeTakeFirst();
    return row?.id;
  }

  return {
    async save({ build, buildGuide, gameVersion }) {
      const data = JSON.stringify(build);
      const hash = contentHash(data, buildGuide, gameVersion);
      const existing = await findIdByHash(hash);
      if (existing !== undefined) return existing;

      for (let attempt = 0; attempt < MAX_ID_ATTEMPTS; attempt++) {
        const id = nextId();
        try {
          const result = await db
            .insertInto('build_links')
            .values({
              id,
              content_hash: hash,
              data,
              build_name: build.buildTitle,
              build_guide: buildGuide,
              game_version: gameVersion,
              created_at: new Date().toISOString(),
            })
            // Another request may store the same content between the lookup and this insert.
            .onConflict((oc) => oc.column('content_hash').doNothing())
            .executeTakeFirst();
          if ((result.numInsertedOrUpdatedRows ?? 0n) > 0n) return id;
          const raced = await findIdByHash(hash);
          if (raced !== undefined) return raced;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new Error(`No free build link id after ${MAX_ID_ATTEMPTS} attempts.`);
    },

    async find(id) {
      const row = await db
        .selectFrom('build_links')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        data: JSON.parse(row.data) as unknown,
        buildName: row.build_name,
        buildGuide: row.build_guide,
        gameVersion: row.game_version,
        createdAt: row.created_at,
      };
    },
  };
}
