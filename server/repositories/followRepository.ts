import type { NotificationDb } from './notificationTables';

/**
 * Stores who follows which authors and builds (migration 0029). A follow is one row; following
 * twice changes nothing, however many arrive at once (the primary key decides).
 */

/** Whether the follower follows it, and how many do. */
interface FollowRow {
  following: boolean;
  followers: number;
}

/** What a follow did. */
type FollowOutcome = 'followed' | 'too-many';

export interface FollowRepository {
  authorState(followerId: string | null, authorId: string): Promise<FollowRow>;
  buildState(followerId: string | null, buildId: string): Promise<FollowRow>;
  /** Follows unless the follower follows `max` authors already. */
  followAuthor(
    followerId: string,
    authorId: string,
    at: string,
    max: number,
  ): Promise<FollowOutcome>;
  unfollowAuthor(followerId: string, authorId: string): Promise<void>;
  followBuild(followerId: string, buildId: string, at: string, max: number): Promise<FollowOutcome>;
  unfollowBuild(followerId: string, buildId: string): Promise<void>;
}

export function createFollowRepository(db: NotificationDb): FollowRepository {
  const count = async (query: Promise<{ count: number | string } | undefined>) =>
    Number((await query)?.count ?? 0);

  return {
    async authorState(followerId, authorId) {
      const followers = await count(
        db
          .selectFrom('author_follows')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('author_id', '=', authorId)
          .executeTakeFirst(),
      );
      const mine =
        followerId === null
          ? undefined
          : await db
              .selectFrom('author_follows')
              .select('author_id')
              .where('follower_id', '=', followerId)
              .where('author_id', '=', authorId)
              .executeTakeFirst();
      return { following: mine !== undefined, followers };
    },

    async buildState(followerId, buildId) {
      const followers = await count(
        db
          .selectFrom('build_follows')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('build_id', '=', buildId)
          .executeTakeFirst(),
      );
      const mine =
        followerId === null
          ? undefined
          : await db
              .selectFrom('build_follows')
              .select('build_id')
              .where('follower_id', '=', followerId)
              .where('build_id', '=', buildId)
              .executeTakeFirst();
      return { following: mine !== undefined, followers };
    },

    async followAuthor(followerId, authorId, at, max) {
      const followed = await count(
        db
          .selectFrom('author_follows')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('follower_id', '=', followerId)
          .executeTakeFirst(),
      );
      if (followed >= max) return 'too-many';
      await db
        .insertInto('author_follows')
        .values({ follower_id: followerId, author_id: authorId, created_at: at })
        .onConflict((oc) => oc.columns(['follower_id', 'author_id']).doNothing())
        .execute();
      return 'followed';
    },

    async unfollowAuthor(followerId, authorId) {
      await db
        .deleteFrom('author_follows')
        .where('follower_id', '=', followerId)
        .where('author_id', '=', authorId)
        .execute();
    },

    async followBuild(followerId, buildId, at, max) {
      const followed = await count(
        db
          .selectFrom('build_follows')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('follower_id', '=', followerId)
          .executeTakeFirst(),
      );
      if (followed >= max) return 'too-many';
      await db
        .insertInto('build_follows')
        .values({ follower_id: followerId, build_id: buildId, created_at: at })
        .onConflict((oc) => oc.columns(['follower_id', 'build_id']).doNothing())
        .execute();
      return 'followed';
    },

    async unfollowBuild(followerId, buildId) {
      await db
        .deleteFrom('build_follows')
        .where('follower_id', '=', followerId)
        .where('build_id', '=', buildId)
        .execute();
    },
  };
}
