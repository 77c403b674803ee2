import { type ReactNode, useId, useMemo, useState } from 'react';
import { NOTIFICATION_TEXTS } from '../api/contract/notificationsTexts';
import { useNotificationPages } from '../api/notifications/notificationPages';
import { Button } from '../ui/Button';
import { FormMessage } from '../ui/form/FormMessage';
import { LoadError } from '../ui/LoadError';
import { Spinner } from '../ui/Spinner';
import { type NotificationEntry, NotificationItem } from './NotificationItem';
import { NOTIFICATIONS_PAGE_TEXTS } from './notificationsPageTexts';
import { useNotificationReads } from './useNotificationReads';

/** The notifications of every page read, each once: a page read later may repeat the last ones. */
function uniqueEntries(pages: { notifications: NotificationEntry[] }[]): NotificationEntry[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.notifications)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/** Props of the notifications list. */
export interface NotificationsSectionProps {
  reader: string;
  /** Shown under the list once it has answered, so the list's arrival never moves it. */
  after?: ReactNode;
}

/**
 * The player's notifications, newest first, 30 at a time with More for the next: how many are
 * unread and "Mark all as read". Opening the page marks nothing; following a link marks that one.
 */
export function NotificationsSection({ reader, after }: NotificationsSectionProps) {
  const pages = useNotificationPages(reader);
  const reads = useNotificationReads(pages.data, pages.mutate);
  const [now] = useState(() => Date.now());
  const headingId = useId();
  const items = useMemo(() => uniqueEntries(pages.data ?? []), [pages.data]);

  if (pages.data === undefined) {
    if (!pages.error) return <Spinner label={NOTIFICATIONS_PAGE_TEXTS.loading} />;
    return (
      <>
        <LoadError message={pages.error.message} />
        {after}
      </>
    );
  }

  const unread = pages.data[0]?.unread ?? 0;
  const last = pages.data.at(-1);
  const loadingMore = pages.isValidating && pages.data.length !== pages.size;
  const moreFailed = pages.error !== undefined && pages.data.length !== pages.size;
  return (
    <>
      <section aria-labelledby={headingId} className="mb-12">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h2 id={headingId} className="font-display text-2xl font-semibold text-sand-100">
            {NOTIFICATIONS_PAGE_TEXTS.listLabel}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-sand-300" data-testid="unread-count">
              {NOTIFICATIONS_PAGE_TEXTS.unreadCount(unread)}
            </p>
            <Button
              variant="secondary"
              disabled={unread === 0 || reads.marking}
              aria-busy={reads.marking}
              onClick={reads.markAll}
            >
              {reads.marking ? NOTIFICATIONS_PAGE_TEXTS.markingAll : NOTIFICATION_TEXTS.markAllRead}
            </Button>
          </div>
        </div>
        <div className="mb-4 empty:hidden">
          {reads.outcome ? (
            <FormMessage kind={reads.outcome.ok ? 'success' : 'error'}>
              {reads.outcome.message}
            </FormMessage>
          ) : null}
        </div>
        {items.length === 0 ? (
          <p className="py-10 text-center text-sand-300">{NOTIFICATION_TEXTS.empty}</p>
        ) : (
          <ol aria-labelledby={headingId} className="flex flex-col gap-2">
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} now={now} onOpen={reads.markOne} />
            ))}
          </ol>
        )}
        {moreFailed ? (
          <p role="alert" className="mt-4 text-sm text-danger-200">
            {NOTIFICATIONS_PAGE_TEXTS.moreFailed(pages.error?.message ?? '')}
          </p>
        ) : null}
        {loadingMore ? <Spinner label={NOTIFICATIONS_PAGE_TEXTS.loadingMore} /> : null}
        {last?.nextPage != null && !loadingMore ? (
          <div className="mt-6 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => {
                void pages.setSize(pages.size + 1);
              }}
            >
              {NOTIFICATIONS_PAGE_TEXTS.more}
            </Button>
          </div>
        ) : null}
      </section>
      {after}
    </>
  );
}
