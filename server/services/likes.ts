import { createHash, randomBytes } from 'node:crypto';
import type { LikeRepository } from '../repositories/likeRepository';
import type { SavedBuildRepository } from '../repositories/savedBuildRepository';
import type { SavedBuildKey } from './savedBuilds';
import { DAY_MS, HOUR_MS } from './secrets';
import type { Throttle, ThrottleRule } from './throttle';
import { COMMUNITY_TEXTS } from '../../src/api/contract/publicBuildsTexts';
import type { LikeResponse } from '../../src/api/contract/likes';

/**
 * Likes (spec §2 Build viewer, §7 Like). One like per account per build; a visitor without an
 * account likes once per browser, known by a random id in an HttpOnly cookie (only its hash is
 * stored, so the table holds nothing a visitor could be followed by). Clearing the cookie gives a
 * new browser identity, so visitors' likes are also limited in the database, across every server
 * process: per browser and per client (an IPv4 address or IPv6 /64) an hour, and per client and
 * build a UTC day. A refused like is never counted. A build is liked only by someone who may see
 * it: Public builds by anyone, Private and Restricted ones by their owner alone.
 */

/** Likes and unlikes visitors may send from one client (address or /64) in an hour. */
export const VISITOR_LIKES_PER_ADDRESS: ThrottleRule = {
  name: 'visitor-like-address',
  windowMs: HOUR_MS,
  max: 60,
  message: 'Too many likes from your network. Please wait a little and try again.',
};

/** Likes and unlikes one browser (its visitor cookie) may send in an hour. */
export const VISITOR_LIKES_PER_VISITOR: ThrottleRule = {
  name: 'visitor-like-browser',
  windowMs: HOUR_MS,
  max: 20,
  message: 'Too many likes from this browser. Please wait a little and try again.',
};

/**
 * Visitor likes one build may get from one client in a UTC day: a few, as a household shares
 * an address, but clearing cookies no longer adds likes.
 */
export const VISITOR_LIKES_PER_BUILD_PER_DAY: ThrottleRule = {
  name: 'visitor-like-build-day',
  windowMs: DAY_MS,
  max: 3,
  message:
    'This build has had as many likes from your network today as a day allows. More can be given after 00:00 UTC.',
};

/** Who likes: a logged-in account, or a browser by its visitor id. */
export type Liker =
  { kind: 'account'; userId: string } | { kind: 'visitor'; visitorId: string; ip: string };

/** What a like or unlike did; the route maps each to its status code. */
export type LikeOutcome =
  | { ok: true; answer: LikeResponse }
  /** A second like of the same build. */
  | { ok: false; reason: 'already-liked'; likes: number }
  /** No such build, or the caller may not see it. */
  | { ok: false; reason: 'not-found' };

export interface LikeService {
  like(key: SavedBuildKey, liker: Liker): Promise<LikeOutcome>;
  unlike(key: SavedBuildKey, liker: Liker): Promise<LikeOutcome>;
}

export interface LikeServiceDeps {
  likes: LikeRepository;
  savedBuilds: SavedBuildRepository;
  throttle: Throttle;
  now?: () => Date;
}

/** A fresh visitor id for the cookie: 32 random bytes, base64url (43 characters). */
export function newVisitorId(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a cookie value has the shape of a visitor id (anything else is replaced). */
export function isVisitorId(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** The stored key of a liker: the account's id, or the hash of the browser's id. */
export function likerKey(liker: Liker): string {
  if (liker.kind === 'account') return `u:${liker.userId}`;
  return `v:${createHash('sha256').update(liker.visitorId).digest('hex')}`;
}

export function createLikeService({
  likes,
  savedBuilds,
  throttle,
  now = () => new Date(),
}: LikeServiceDeps): LikeService {
  /** The build's id if the liker may see it. */
  async function visibleBuildId(key: SavedBuildKey, liker: Liker): Promise<string | undefined> {
    const row =
      'id' in key ? await savedBuilds.findById(key.id) : await savedBuilds.findByUrl(key.url);
    if (!row) return undefined;
    const owner = liker.kind === 'account' && row.user_id === liker.userId;
    return row.sharing === 'Public' || owner ? row.id : undefined;
  }

  async function change(
    key: SavedBuildKey,
    liker: Liker,
    mode: 'like' | 'unlike',
  ): Promise<LikeOutcome> {
    if (liker.kind === 'visitor') {
      await throttle.hit(VISITOR_LIKES_PER_VISITOR, likerKey(liker));
      await throttle.hit(VISITOR_LIKES_PER_ADDRESS, liker.ip);
    }
    const buildId = await visibleBuildId(key, liker);
    if (buildId === undefined) return { ok: false, reason: 'not-found' };
    // By the build's id, so its url and id share one count; before the write, so a refused
    // like is never counted.
    if (liker.kind === 'visitor' && mode === 'like') {
      await throttle.hit(VISITOR_LIKES_PER_BUILD_PER_DAY, `${buildId}|${liker.ip}`);
    }
    const at = now().toISOString();
    if (mode === 'like') {
      const liked = await likes.like(buildId, likerKey(liker), at);
      if (!liked.changed) return { ok: false, reason: 'already-liked', likes: liked.likes };
      return {
        ok: true,
        answer: { likes: liked.likes, liked: true, message: COMMUNITY_TEXTS.liked },
      };
    }
    const unliked = await likes.unlike(buildId, likerKey(liker), at);
    return {
      ok: true,
      answer: { likes: unliked.likes, liked: false, message: COMMUNITY_TEXTS.unliked },
    };
  }

  return {
    like: (key, liker) => change(key, liker, 'like'),
    unlike: (key, liker) => change(key, liker, 'unlike'),
  };
}
