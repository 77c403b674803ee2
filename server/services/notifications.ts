import type { Kysely } from 'kysely';
import { usernameKey } from '../../src/api/contract/accountRules';
import type {
  FollowState,
  NotificationPage,
  NotificationSettings,
  NotificationSettingsChange,
} from '../../src/api/contract/notifications';
import {
  FOLLOWS_PER_ACCOUNT,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TEXTS,
  type DigestChoice,
  type NotificationKind,
} from '../../src/api/contract/notificationsTexts';
import type { Database } from '../db/schema';
import { ANONYMOUS_USERNAME } from '../keys/rowNames';
import { commentDb } from '../repositories/commentTables';
import { createFollowRepository } from '../repositories/followRepository';
import { createNotificationRepository } from '../repositories/notificationRepository';
import { notificationDb } from '../repositories/notificationTables';
import type { SavedBuildRepository } from '../repositories/savedBuildRepository';
import { savedBuildDb } from '../repositories/savedBuildTables';
import type { UserRepository } from '../repositories/userRepository';
import { DIGEST_PERIOD_MS } from './digests';
import type { SavedBuildKey } from './savedBuilds';
import { HOUR_MS } from './secrets';
import type { Throttle, ThrottleRule } from './throttle';

/**
 * Following authors and Public builds, and reading one's notifications and their settings.
 * Follows are limited per account (FOLLOWS_PER_ACCOUNT each) and per hour; what an account
 * reads is only about builds it may see.
 */

/** Follows and unfollows one account may make in an hour. */
const FOLLOW_CHANGES_PER_ACCOUNT: ThrottleRule = {
  name: 'follow-account',
  windowMs: HOUR_MS,
  max: 300,
  message: 'You have followed and unfollowed a lot in a short time. Please try again later.',
};

type FollowRefusal =
  'user-not-found' | 'build-not-found' | 'own-account' | 'own-build' | 'too-many';

export type FollowOutcome =
  { ok: true; answer: FollowState } | { ok: false; reason: FollowRefusal };

const refused = (reason: FollowRefusal) => ({ ok: false, reason }) as const;

export interface NotificationService {
  authorState(username: string, askerId: string | null): Promise<FollowOutcome>;
  followAuthor(username: string, userId: string, on: boolean): Promise<FollowOutcome>;
  buildState(key: SavedBuildKey, askerId: string | null): Promise<FollowOutcome>;
  followBuild(key: SavedBuildKey, userId: string, on: boolean): Promise<FollowOutcome>;
  page(userId: string, page: number): Promise<NotificationPage>;
  unread(userId: string): Promise<number>;
  markRead(userId: string, ids: readonly string[] | undefined): Promise<number>;
  settings(userId: string): Promise<NotificationSettings>;
  /** Saves the switches, and a digest choice when one is given (a new one starts a new schedule). */
  saveSettings(userId: string, change: NotificationSettingsChange): Promise<NotificationSettings>;
}

export interface NotificationServiceDeps {
  db: Kysely<Database>;
  savedBuilds: SavedBuildRepository;
  users: UserRepository;
  throttle: Throttle;
  now?: () => Date;
}

function settingsView(
  row: { off_kinds: string; digest: DigestChoice } | undefined,
): NotificationSettings {
  const off = new Set(row ? (JSON.parse(row.off_kinds) as NotificationKind[]) : []);
  return {
    kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !off.has(kind)])) as Record<
      NotificationKind,
      boolean
    >,
    digest: row?.digest ?? 'off',
  };
}

export function createNotificationService({
  db,
  savedBuilds,
  users,
  throttle,
  now = () => new Date(),
}: NotificationServiceDeps): NotificationService {
  const tables = notificationDb(commentDb(savedBuildDb(db)));
  const follows = createFollowRepository(tables);
  const notifications = createNotificationRepository(tables);

  async function authorOf(username: string) {
    const key = usernameKey(username);
    if (key === ANONYMOUS_USERNAME) return undefined;
    return users.findByUsernameKey(key);
  }

  async function publicBuildOf(key: SavedBuildKey, askerId: string | null) {
    const row =
      'id' in key ? await savedBuilds.findById(key.id) : await savedBuilds.findByUrl(key.url);
    if (!row) return undefined;
    return row.sharing === 'Public' || row.user_id === askerId ? row : undefined;
  }

  return {
    async authorState(username, askerId) {
      const author = await authorOf(username);
      if (!author) return refused('user-not-found');
      return { ok: true, answer: await follows.authorState(askerId, author.id) };
    },

    async followAuthor(username, userId, on) {
      await throttle.hit(FOLLOW_CHANGES_PER_ACCOUNT, userId);
      const author = await authorOf(username);
      if (!author) return refused('user-not-found');
      if (author.id === userId) return refused('own-account');
      if (on) {
        const done = await follows.followAuthor(
          userId,
          author.id,
          now().toISOString(),
          FOLLOWS_PER_ACCOUNT,
        );
        if (done === 'too-many') return refused('too-many');
      } else {
        await follows.unfollowAuthor(userId, author.id);
      }
      const state = await follows.authorState(userId, author.id);
      const message = on ? NOTIFICATION_TEXTS.followed : NOTIFICATION_TEXTS.unfollowed;
      return { ok: true, answer: { ...state, message } };
    },

    async buildState(key, askerId) {
      const build = await publicBuildOf(key, askerId);
      if (!build) return refused('build-not-found');
      return { ok: true, answer: await follows.buildState(askerId, build.id) };
    },

    async followBuild(key, userId, on) {
      await throttle.hit(FOLLOW_CHANGES_PER_ACCOUNT, userId);
      const build =
        'id' in key ? await savedBuilds.findById(key.id) : await savedBuilds.findByUrl(key.url);
      // Following stops on any build; it starts only on a Public one, never one's own.
      if (!build || (on && build.sharing !== 'Public' && build.user_id !== userId)) {
        return refused('build-not-found');
      }
      if (build.user_id === userId) return refused('own-build');
      if (on) {
        const done = await follows.followBuild(
          userId,
          build.id,
          now().toISOString(),
          FOLLOWS_PER_ACCOUNT,
        );
        if (done === 'too-many') return refused('too-many');
      } else {
        await follows.unfollowBuild(userId, build.id);
      }
      const state = await follows.buildState(userId, build.id);
      const message = on ? NOTIFICATION_TEXTS.followed : NOTIFICATION_TEXTS.unfollowed;
      return { ok: true, answer: { ...state, message } };
    },

    async page(userId, page) {
      const rows = await notifications.page(
        userId,
        (page - 1) * NOTIFICATION_PAGE_SIZE,
        NOTIFICATION_PAGE_SIZE + 1,
      );
      return {
        notifications: rows.slice(0, NOTIFICATION_PAGE_SIZE).map((row) => ({
          id: row.id,
          kind: row.kind,
          created_at: row.created_at,
          read: row.read_at !== null,
          build: { url: row.build_url, title: row.build_title },
          actor: row.actor,
          comment_id: row.comment_id,
        })),
        unread: await notifications.unread(userId),
        nextPage: rows.length > NOTIFICATION_PAGE_SIZE ? page + 1 : null,
      };
    },

    unread: (userId) => notifications.unread(userId),

    async markRead(userId, ids) {
      await notifications.markRead(userId, ids, now().toISOString());
      return notifications.unread(userId);
    },

    async settings(userId) {
      return settingsView(await notifications.settings(userId));
    },

    async saveSettings(userId, change) {
      const off_kinds = JSON.stringify(NOTIFICATION_KINDS.filter((kind) => !change.kinds[kind]));
      const before = (await notifications.settings(userId))?.digest ?? 'off';
      const choice = change.digest;
      if (choice === undefined || choice === before) {
        await notifications.saveSettings(userId, { off_kinds });
      } else {
        // The first digest comes a period after it was chosen, telling of what came since.
        const at = now();
        const dueAt =
          choice === 'off' ? null : new Date(at.getTime() + DIGEST_PERIOD_MS[choice]).toISOString();
        const digest = { choice, dueAt, since: at.toISOString() };
        await notifications.saveSettings(userId, { off_kinds, digest });
      }
      return settingsView(await notifications.settings(userId));
    },
  };
}
