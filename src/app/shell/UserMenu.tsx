import { Menu, MenuButton, MenuItem, MenuItems, MenuSection } from '@headlessui/react';
import { Link, useLocation } from 'react-router-dom';
import type { User } from '../../api/contract/user';
import { notify } from '../../ui/toast';
import { useSession } from '../../api/session/sessionContext';

/** Reloads the page: after logging out, every screen starts again as a visitor's (spec §2). */
function reloadPage() {
  window.location.reload();
}

const ITEM_CLASSES =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-medium text-sand-100 data-focus:bg-sand-800 data-focus:text-spice-200';

/** The avatar: the user's image, or the first letter of the username in upper case. */
function Avatar({ user }: { user: User }) {
  if (user.avatarUrl) {
    return (
      <img src={user.avatarUrl} alt="" className="size-7 shrink-0 rounded-full object-cover" />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-spice-400 text-sm font-bold text-sand-950"
    >
      {user.username.charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * The logged-in player's menu in the header (spec §2): the username opens it; it shows the
 * username, then Account, My Builds, My Collections, the Moderators’ desk (admins only) and Logout (logs out,
 * then reloads the page). A menu button (Headless UI): arrow keys move, Escape and an outside
 * click close it, and so does navigating.
 */
export function UserMenu({
  user,
  onLoggedOut = reloadPage,
}: {
  user: User;
  /** What happens once logged out (default: reload the page). */
  onLoggedOut?: () => void;
}) {
  const { logout } = useSession();
  const { pathname } = useLocation();

  const logOut = () => {
    logout().then(onLoggedOut, (error: unknown) => {
      notify({
        kind: 'error',
        title: error instanceof Error ? error.message : 'Logout failed',
      });
    });
  };

  return (
    // Keyed by path: a navigation by any means (back button, a link elsewhere) closes the menu.
    <Menu key={pathname} as="div" className="relative">
      <MenuButton className="inline-flex size-11 items-center justify-center gap-2 rounded-xl border border-sand-600 text-sm font-semibold text-sand-100 transition-colors hover:border-spice-400 hover:text-spice-200 data-open:border-spice-400 data-open:text-spice-200 lg:h-auto lg:min-h-11 lg:w-auto lg:max-w-[13rem] lg:py-1 lg:pr-3 lg:pl-2">
        <Avatar user={user} />
        {/* Below lg the avatar alone: as wide as the Login link, so the header keeps its height. */}
        <span className="truncate max-lg:sr-only">{user.username}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 shrink-0 max-lg:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m5 8 5 5 5-5" />
        </svg>
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
        className="z-30 w-60 max-w-[calc(100vw-1rem)] rounded-2xl border border-sand-700 bg-sand-900/98 p-2 shadow-2xl shadow-black/60 outline-none backdrop-blur"
      >
        <MenuSection>
          <div className="border-b border-sand-800 px-3 pt-1 pb-2.5">
            <p className="text-xs text-sand-300">Logged in as</p>
            <p className="truncate font-semibold text-sand-50" data-testid="user-menu-username">
              {user.username}
            </p>
          </div>
        </MenuSection>
        <div className="pt-1.5">
          <MenuItem>
            <Link to="/account" className={ITEM_CLASSES}>
              Account
            </Link>
          </MenuItem>
          <MenuItem>
            <Link to="/my-builds" className={ITEM_CLASSES}>
              My Builds
            </Link>
          </MenuItem>
          <MenuItem>
            <Link to="/collections" className={ITEM_CLASSES}>
              My Collections
            </Link>
          </MenuItem>
          {user.role === 'admin' ? (
            <MenuItem>
              <Link to="/admin" className={ITEM_CLASSES}>
                Moderators’ desk
              </Link>
            </MenuItem>
          ) : null}
          <MenuItem>
            <button type="button" onClick={logOut} className={ITEM_CLASSES}>
              Logout
            </button>
          </MenuItem>
        </div>
      </MenuItems>
    </Menu>
  );
}
