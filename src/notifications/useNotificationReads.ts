import { useEffect, useState } from 'react';
import type { SWRInfiniteKeyedMutator } from 'swr/infinite';
import type { NotificationPage } from '../api/contract/notifications';
import { NOTIFICATION_TEXTS } from '../api/contract/notificationsTexts';
import { markRead } from '../api/notifications/markRead';
import { useSetUnreadCount } from '../api/notifications/unreadCount';

/** What "Mark all as read" came to: its message, and whether it was done. */
export interface ReadOutcome {
  ok: boolean;
  message: string;
}

/** The pages with the notifications `read` picks marked read, and `unread` left. */
function markedRead(
  pages: NotificationPage[] | undefined,
  read: (id: string) => boolean,
  unread: number,
): NotificationPage[] | undefined {
  return pages?.map((page) => ({
    ...page,
    unread,
    notifications: page.notifications.map((item) =>
      item.read || !read(item.id) ? item : { ...item, read: true },
    ),
  }));
}

/**
 * Marking the player's notifications read: all at once (the button, with its outcome), or one as
 * its link is followed (at once on screen and on the bell; the request goes on as the page goes).
 * The bell shows the count each page of the list brings.
 */
export function useNotificationReads(
  pages: NotificationPage[] | undefined,
  mutate: SWRInfiniteKeyedMutator<NotificationPage[]>,
) {
  const setUnread = useSetUnreadCount();
  const [marking, setMarking] = useState(false);
  const [outcome, setOutcome] = useState<ReadOutcome | null>(null);
  const unread = pages?.[0]?.unread;

  useEffect(() => {
    if (unread !== undefined) setUnread(unread);
  }, [unread, setUnread]);

  const markAll = () => {
    setMarking(true);
    setOutcome(null);
    markRead()
      .then(
        (answer) => {
          void mutate((current) => markedRead(current, () => true, answer.unread), {
            revalidate: false,
          });
          setUnread(answer.unread);
          setOutcome({ ok: true, message: NOTIFICATION_TEXTS.allRead });
        },
        (error: unknown) => {
          setOutcome({
            ok: false,
            message: error instanceof Error ? error.message : String(error),
          });
        },
      )
      .finally(() => {
        setMarking(false);
      });
  };

  const markOne = (id: string) => {
    const left = Math.max(0, (unread ?? 1) - 1);
    void mutate((current) => markedRead(current, (other) => other === id, left), {
      revalidate: false,
    });
    setUnread(left);
    markRead([id]).then(
      (answer) => {
        setUnread(answer.unread);
      },
      (error: unknown) => {
        // The player has gone on to the build: the list and the bell read the truth again.
        console.error('Marking a notification read failed', error);
        void mutate();
      },
    );
  };

  return { marking, outcome, markAll, markOne };
}
