import { Link } from 'react-router-dom';
import type { NotificationPage } from '../api/contract/notifications';
import { notificationPath, notificationSentence } from '../api/contract/notificationsTexts';
import { NOTIFICATIONS_PAGE_TEXTS } from './notificationsPageTexts';
import { exactTime, relativeTime } from './relativeTime';

/** One notification as the API lists it. */
export type NotificationEntry = NotificationPage['notifications'][number];

/** Props of one notification in the list. */
export interface NotificationItemProps {
  item: NotificationEntry;
  /** When the list was read (ms): how long ago each came is told from it. */
  now: number;
  /** Its link was followed while it was unread. */
  onOpen: (id: string) => void;
}

/**
 * One notification: its sentence as a link to the build, and how long ago it came. An unread one
 * is brighter, with a dot, and its link's name starts with "Unread:".
 */
export function NotificationItem({ item, now, onOpen }: NotificationItemProps) {
  const unread = !item.read;
  const open = () => {
    if (unread) onOpen(item.id);
  };
  return (
    <li
      data-unread={unread ? '' : undefined}
      className={`flex items-start gap-3 rounded-xl border px-4 py-2 ${
        unread ? 'border-spice-400/60 bg-spice-950/40' : 'border-sand-800 bg-sand-900/40'
      }`}
    >
      <span
        aria-hidden="true"
        className={`mt-4 size-2.5 shrink-0 rounded-full ${unread ? 'bg-spice-400' : 'bg-transparent'}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-x-4 sm:flex-row sm:items-center sm:justify-between">
        <Link
          to={notificationPath(item.kind, item.build.url, item.comment_id)}
          onClick={open}
          onAuxClick={open}
          className={`flex min-h-11 min-w-0 items-center break-words hover:text-spice-200 hover:underline hover:underline-offset-4 ${
            unread ? 'font-semibold text-sand-50' : 'text-sand-200'
          }`}
        >
          <span>
            {unread ? <span className="sr-only">{NOTIFICATIONS_PAGE_TEXTS.unread} </span> : null}
            {notificationSentence(item.kind, item.actor, item.build.title)}
          </span>
        </Link>
        <time
          dateTime={item.created_at}
          title={exactTime(item.created_at)}
          className="shrink-0 pb-2 text-xs text-sand-300 sm:pb-0"
        >
          {relativeTime(item.created_at, now)}
        </time>
      </div>
    </li>
  );
}
