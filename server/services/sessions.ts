import type { SessionRepository, SessionRow } from '../repositories/sessionRepository';
import type { UserRow } from '../repositories/userRepository';
import { DAY_MS, HOUR_MS, isoTime, MINUTE_MS, randomToken, sha256Hex } from './secrets';

/**
 * Login sessions. The cookie holds a 256-bit random token; the database holds only its SHA-256,
 * so a copy of the database cannot be used to log in. Every login makes a new token.
 * - Remember me: the cookie lasts 14 days and so does the session, absolutely.
 * - Otherwise: a browser-session cookie; the server also ends the session after 24 h without a
 *   request (idle), and after 14 days whatever happens (absolute).
 * `last_seen_at` is written at most once a minute, so reading a session rarely writes.
 */

const REMEMBER_ME_MS = 14 * DAY_MS;
const IDLE_LIMIT_MS = 24 * HOUR_MS;
const BROWSER_SESSION_MAX_MS = 14 * DAY_MS;
const TOUCH_INTERVAL_MS = MINUTE_MS;

/** The cookie that carries the session token. */
export interface SessionCookie {
  name: string;
  secure: boolean;
}

/**
 * `arrakis_session`, or `__Host-arrakis_session` and Secure when the site is served over
 * https: the prefix makes browsers refuse the cookie unless it is Secure, host-only and Path=/,
 * so a sibling subdomain cannot plant or overwrite it.
 */
export function sessionCookie(https: boolean): SessionCookie {
  return https
    ? { name: '__Host-arrakis_session', secure: true }
    : { name: 'arrakis_session', secure: false };
}

/** A session just made: the token goes into the cookie, never into the database. */
export interface StartedSession {
  token: string;
  session: SessionRow;
  /** Cookie Max-Age in seconds; undefined for a browser-session cookie. */
  cookieMaxAgeSeconds: number | undefined;
}

/** The account and session a request's cookie belongs to. */
interface ResolvedSession {
  user: UserRow;
  session: SessionRow;
}

/** Starts, reads and ends sessions. */
export interface SessionService {
  start(userId: string, remember: boolean): Promise<StartedSession>;
  /** The live session of a cookie token, or null (unknown, expired or idle too long). */
  resolve(token: string): Promise<ResolvedSession | null>;
  end(sessionId: string): Promise<void>;
  /** Ends every session of the account, except `exceptSessionId` when given. */
  endAll(userId: string, exceptSessionId?: string): Promise<void>;
}

function idleExpiry(createdAt: string, now: number): string {
  const absolute = Date.parse(createdAt) + BROWSER_SESSION_MAX_MS;
  return new Date(Math.min(now + IDLE_LIMIT_MS, absolute)).toISOString();
}

/** The session service over the sessions table (joined with the account it belongs to). */
export function createSessionService(sessions: SessionRepository): SessionService {
  return {
    async start(userId, remember) {
      const token = randomToken();
      const now = Date.now();
      const createdAt = isoTime(0, now);
      const session: SessionRow = {
        id: sha256Hex(token),
        user_id: userId,
        created_at: createdAt,
        last_seen_at: createdAt,
        expires_at: remember ? isoTime(REMEMBER_ME_MS, now) : idleExpiry(createdAt, now),
        remember: remember ? 1 : 0,
      };
      await sessions.create(session);
      return {
        token,
        session,
        cookieMaxAgeSeconds: remember ? REMEMBER_ME_MS / 1000 : undefined,
      };
    },
    async resolve(token) {
      const found = await sessions.findWithUser(sha256Hex(token));
      if (!found) return null;
      const { session, user } = found;
      const now = Date.now();
      // For a browser session, expires_at moves with last_seen_at (the idle limit); the
      // last_seen_at check says the same and holds even for a row written by older code.
      const idle =
        session.remember === 0 && now - Date.parse(session.last_seen_at) >= IDLE_LIMIT_MS;
      if (idle || Date.parse(session.expires_at) <= now) {
        await sessions.delete(session.id);
        return null;
      }
      if (user.role === 'system') return null;
      if (now - Date.parse(session.last_seen_at) >= TOUCH_INTERVAL_MS) {
        const lastSeenAt = isoTime(0, now);
        const expiresAt = session.remember
          ? session.expires_at
          : idleExpiry(session.created_at, now);
        // A refresh is a write: a held write lock must not hold up the request it rides on, and a
        // refresh that fails is simply made by a later request.
        void sessions.touch(session.id, lastSeenAt, expiresAt).catch(() => undefined);
        return { user, session: { ...session, last_seen_at: lastSeenAt, expires_at: expiresAt } };
      }
      return { user, session };
    },
    end: (sessionId) => sessions.delete(sessionId),
    async endAll(userId, exceptSessionId) {
      await sessions.deleteForUser(userId, exceptSessionId);
    },
  };
}
