import { createContext, useContext } from 'react';
import type { User } from '../contract/user';

/** The logged-in player as the whole app sees it, and what can be done with the session. */
export interface Session {
  /** The logged-in user; null for a visitor (and while loading). */
  user: User | null;
  /** True until the first answer of `GET /api/auth/me` (protected pages show nothing then). */
  isLoading: boolean;
  /** Why the current user could not be read (not set for a visitor, whose 401 is normal). */
  error: Error | null;
  /** Replaces the user after a call that answered it (login, verify-signup, settings). */
  setUser: (user: User | null) => void;
  /** Reads the current user again; rejects with 'Failed to refetch user', keeping the user. */
  refresh: () => Promise<void>;
  /** Logs this browser out and forgets the player's cached data; the caller decides where to go. */
  logout: () => Promise<void>;
  /** Ends every session of the account, then as `logout`. */
  logoutAll: () => Promise<void>;
}

/** Set by `SessionProvider` or `StaticSessionProvider`. */
export const SessionContext = createContext<Session | null>(null);

/** The current session. Throws when no session provider is above the caller. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider.');
  return session;
}

/**
 * Who is logged in, or null, for a piece that also shows where no session provider exists (a
 * test of that piece alone): there it is a visitor, as on the first paint.
 */
export function useCurrentUser(): User | null {
  return useContext(SessionContext)?.user ?? null;
}
