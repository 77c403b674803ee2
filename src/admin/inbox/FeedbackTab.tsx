import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { FeedbackItem } from '../../api/contract/feedback';
import {
  type FeedbackInboxPage,
  feedbackInboxPath,
  type InboxStatus,
  readFeedbackInbox,
} from '../../api/admin/feedbackInbox';
import { markFeedback } from '../../api/admin/markFeedback';
import { notify } from '../../ui/toast';
import { deskLoad } from '../deskLoad';
import { FeedbackInboxView } from './FeedbackInboxView';

/**
 * The inbox tab: reads `GET /api/admin/feedback` page by page for the chosen status; marking a
 * message done (or reopening it) takes it out of this list and reads the pages again, so the
 * open count follows.
 */
export function FeedbackTab() {
  const [status, setStatus] = useState<InboxStatus>('open');
  const [busyId, setBusyId] = useState<string | null>(null);
  const pages = useSWRInfinite<FeedbackInboxPage, Error>(
    (index, previous: FeedbackInboxPage | null) =>
      previous && previous.nextPage === null
        ? null
        : feedbackInboxPath(status, previous?.nextPage ?? index + 1),
    readFeedbackInbox,
  );
  const last = pages.data?.at(-1);
  const loadingMore = pages.isValidating && pages.data?.length !== pages.size;

  const onMark = (item: FeedbackItem, done: boolean) => {
    setBusyId(item.id);
    markFeedback(item.id, done).then(
      () => {
        setBusyId(null);
        notify({ kind: 'success', title: done ? 'Marked done.' : 'Reopened.' });
        void pages.mutate();
      },
      (error: unknown) => {
        setBusyId(null);
        notify({ kind: 'error', title: error instanceof Error ? error.message : 'Failed.' });
      },
    );
  };

  return (
    <FeedbackInboxView
      status={status}
      onStatus={setStatus}
      load={deskLoad(pages)}
      busyId={busyId}
      onMark={onMark}
      onMore={
        last?.nextPage != null && !loadingMore
          ? () => {
              void pages.setSize(pages.size + 1);
            }
          : null
      }
    />
  );
}
