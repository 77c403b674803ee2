import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../api/session/sessionContext';

/**
 * A protected page (spec §2): nothing while the session loads, then a visitor is sent to /login
 * (replacing the history entry, so Back does not return to the page that sent them away).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return null;
  if (!user) return <Navigate to="/login" replace />;
  return children;
}
