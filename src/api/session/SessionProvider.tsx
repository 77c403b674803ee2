import { type ReactNode, useCallback, useDeferredValue, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { logout as logoutCall } from '../auth/logout';
import { logoutAll as logoutAllCall } from '../auth/logoutAll';
import { ME_KEY } from '../auth/meKey';
import type { User } from '../contract/user';
import { swrConfig } from '../swrConfig';
import { isAccountDataKey } from './accountDataKeys';
import { type Session, SessionContext } from './sessionContext';

// The call (and the zod schemas it checks the answer with) loads beside the entry, not in it:
// the shell paints first.
const loadMe = () => import('../auth/me').then(({ fetchMe }) => fetchMe());

/** The spec's text (§8) when reading the user again fails; the user stays as it was. */
const REFETCH_USER_FAILED = 'Failed to refetch user';

/**
 * Knows who is logged in: reads `GET /api/auth/me` once when the app loads (an SWR entry with
 * the spec's caching, so it is never refetched behind the player's back) and offers the
 * session's actions to every page through `useSession()`.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, error, isLoading, mutate } = useSWR<User | null, Error>(ME_KEY, loadMe, swrConfig);
  const { mutate: mutateCache } = useSWRConfig();

  const forgetPlayer = useCallback(async () => {
    // Everything cached for the player goes, then the user itself is set to "nobody".
    await mutateCache((key) => isAccountDataKey(key) && key !== ME_KEY, undefined, {
      revalidate: false,
    });
    await mutate(null, { revalidate: false });
  }, [mutate, mutateCache]);

  const session = useMemo<Session>(
    () => ({
      user: data ?? null,
      isLoading,
      error: error ?? null,
      setUser: (user) => {
        void mutate(user, { revalidate: false });
      },
      refresh: async () => {
        let user: User | null;
        try {
          user = await loadMe();
        } catch (cause) {
          throw new Error(REFETCH_USER_FAILED, { cause });
        }
        await mutate(user, { revalidate: false });
      },
      logout: async () => {
        await logoutCall();
        await forgetPlayer();
      },
      logoutAll: async () => {
        await logoutAllCall();
        await forgetPlayer();
      },
    }),
    [data, error, isLoading, mutate, forgetPlayer],
  );

  // The first answer (logged in or not) reaches the pages in a background render, not in the
  // urgent one SWR's answer causes: it often comes while the browser is still taking over the
  // server's HTML, and an urgent change of a context the page reads would make React take over
  // the whole page at once, in one long task, instead of in short slices. Later changes (a login,
  // new settings) reach them at once, in the same render as the player's action.
  const deferred = useDeferredValue(session);
  const [answered, setAnswered] = useState(false);
  if (!answered && !deferred.isLoading) setAnswered(true);
  return <SessionContext value={answered ? session : deferred}>{children}</SessionContext>;
}

/** What `StaticSessionProvider` starts with. */
export interface StaticSessionProviderProps {
  /** The logged-in user, or null for a visitor. */
  user: User | null;
  /** Pretends the first answer has not arrived yet. */
  isLoading?: boolean;
  children: ReactNode;
}

/**
 * A session that never calls the server, for stories and tests: `setUser` replaces the user,
 * `logout` and `logoutAll` clear it, `refresh` keeps it.
 */
export function StaticSessionProvider({
  user: initialUser,
  isLoading = false,
  children,
}: StaticSessionProviderProps) {
  const [user, setUser] = useState<User | null>(initialUser);
  const session = useMemo<Session>(
    () => ({
      user: isLoading ? null : user,
      isLoading,
      error: null,
      setUser,
      refresh: () => Promise.resolve(),
      logout: () => {
        setUser(null);
        return Promise.resolve();
      },
      logoutAll: () => {
        setUser(null);
        return Promise.resolve();
      },
    }),
    [user, isLoading],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
