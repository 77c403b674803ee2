import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../api/session/sessionContext';

/**
 * A protected page (spec §2): nothing while the session loads (or the page itself, when it
 * draws its own waiting frame), then a visitor is sent to /login (replacing the history entry,
 * so Back does not return to the page that sent them away).
 */
export function RequireLogin({
  children,
  drawnWhileSessionLoads = false,
}: {
  children: ReactNode;
  drawnWhileSessionLoads?: boolean;
}) {
  const { user, isLoading } = useSession();
  if (isLoading) return drawnWhileSessionLoads ? children : null;
  if (!user) return <Navigate to="/login" replace />;
  return children;
}
