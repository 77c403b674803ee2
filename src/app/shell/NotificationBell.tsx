import { Link, useLocation } from 'react-router-dom';
import { NOTIFICATION_TEXTS } from '../../api/contract/notificationsTexts';
import { useUnreadCount } from '../../api/notifications/unreadCount';
import { useWantedWhenIdle } from '../../ui/useWantedWhenIdle';

/** The badge's largest number; more reads "99+" (the link's name keeps the exact count). */
const BADGE_MAX = 99;

/**
 * The header's bell for a logged-in player: a link to their notifications, with the unread count
 * as a badge. The count is asked once the page is idle, never with the first screen, and again
 * when the player comes back to the tab.
 */
export function NotificationBell() {
  const { wanted } = useWantedWhenIdle();
  const { data } = useUnreadCount(wanted);
  const { pathname } = useLocation();
  const unread = data?.unread ?? 0;
  return (
    <Link
      to="/notifications"
      aria-label={NOTIFICATION_TEXTS.bell(unread)}
      aria-current={pathname === '/notifications' ? 'page' : undefined}
      data-testid="notification-bell"
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-sand-600 text-sand-100 transition-colors hover:border-spice-400 hover:text-spice-200 aria-[current=page]:border-spice-400 aria-[current=page]:text-spice-200"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 fill-none stroke-current"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 2H4.5l1.5-2ZM10 20.5a2 2 0 0 0 4 0" />
      </svg>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute -top-1.5 -right-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-spice-400 px-1 text-xs font-bold text-sand-950 tabular-nums"
        >
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}
