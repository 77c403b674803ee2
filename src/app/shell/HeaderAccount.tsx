import { lazy, Suspense, useContext } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SessionContext } from '../../api/session/sessionContext';

// Only logged-in players get the menu (and Headless UI) and the bell: they stay out of the entry
// bundle.
const UserMenu = lazy(() => import('./UserMenu').then(({ UserMenu }) => ({ default: UserMenu })));
const NotificationBell = lazy(() =>
  import('./NotificationBell').then(({ NotificationBell }) => ({ default: NotificationBell })),
);

/**
 * Every state takes this room below lg (the bell and the avatar: the menu hides the username
 * there), so the brand beside it keeps its lines and the header its height when the session
 * arrives.
 */
const RESERVED = 'min-h-11 w-24 sm:w-25 lg:w-auto lg:min-w-[5.5rem]';

/** The user menu's room while its code loads: the avatar's below lg. */
const MENU_ROOM = 'size-11 shrink-0 lg:w-auto lg:min-w-[5.5rem]';

/**
 * The header's account corner: the Login link for a visitor, the bell and the user menu when
 * logged in, and an empty placeholder of the same size while the session is being read (neither
 * flashes). The header may be drawn without a session provider (a test of the header alone):
 * that is a visitor.
 */
export function HeaderAccount() {
  const session = useContext(SessionContext);
  const { pathname } = useLocation();

  const placeholder = (
    <span aria-hidden="true" data-testid="account-placeholder" className={RESERVED} />
  );
  if (session?.isLoading) return placeholder;
  if (session?.user) {
    return (
      <>
        <Suspense fallback={<span aria-hidden="true" className="size-11 shrink-0" />}>
          <NotificationBell />
        </Suspense>
        <Suspense fallback={<span aria-hidden="true" className={MENU_ROOM} />}>
          <UserMenu user={session.user} />
        </Suspense>
      </>
    );
  }
  return (
    <Link
      to="/login"
      aria-current={pathname === '/login' ? 'page' : undefined}
      className={`${RESERVED} inline-flex items-center justify-center rounded-xl border border-sand-600 px-4 text-sm font-semibold text-sand-100 transition-colors hover:border-spice-400 hover:text-spice-200 aria-[current=page]:border-spice-400 aria-[current=page]:text-spice-200`}
    >
      Login
    </Link>
  );
}
