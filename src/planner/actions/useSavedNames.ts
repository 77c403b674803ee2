import { useMemo } from 'react';
import { useSavedBuildNames } from '../../api/savedBuilds/savedBuildNames';
import { useCurrentUser } from '../../api/session/sessionContext';

/**
 * The logged-in player's saved build names, or null for a visitor and while (or when failing
 * to) read them: the imported notice and the limit check then decide without them. A visitor
 * makes no request.
 */
export function useSavedNames(): readonly string[] | null {
  const loggedIn = useCurrentUser() !== null;
  const { data } = useSavedBuildNames(loggedIn);
  return useMemo(
    () => (loggedIn && data ? data.map((saved) => saved.build_name) : null),
    [loggedIn, data],
  );
}
