import type { FeedbackItem } from '../../api/contract/feedback';
import type { FeedbackInboxPage, InboxStatus } from '../../api/admin/feedbackInbox';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { type DeskLoad, DeskLoadState } from '../deskLoad';
import { formatWhen } from '../formatWhen';

/** What the feedback inbox shows and does. */
export interface FeedbackInboxViewProps {
  status: InboxStatus;
  onStatus: (status: InboxStatus) => void;
  /** Page 1 (its open count) and every page read so far, in order. */
  load: DeskLoad<FeedbackInboxPage[]>;
  /** The message being marked, if any. */
  busyId: string | null;
  onMark: (item: FeedbackItem, done: boolean) => void;
  /** Reads the next page; null when the last one is shown or one is on its way. */
  onMore: (() => void) | null;
}

const STATUS_LABELS: Record<InboxStatus, string> = { open: 'Open', done: 'Done' };

/**
 * The feedback inbox: an Open/Done toggle, the messages newest first (text, email as a mailto
 * link, the page it came from, when), Mark done or Reopen on each, and More for older pages.
 */
export function FeedbackInboxView({
  status,
  onStatus,
  load,
  busyId,
  onMark,
  onMore,
}: FeedbackInboxViewProps) {
  const items = load.kind === 'ready' ? load.data.flatMap((page) => page.items) : [];
  const openCount = load.kind === 'ready' ? load.data[0]?.openCount : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="Show messages" className="flex flex-wrap items-center gap-3">
        {(['open', 'done'] as const).map((choice) => (
          <Button
            key={choice}
            variant={choice === status ? 'primary' : 'secondary'}
            aria-pressed={choice === status}
            onClick={() => {
              onStatus(choice);
            }}
          >
            {STATUS_LABELS[choice]}
            {choice === 'open' && openCount !== undefined ? ` (${openCount})` : ''}
          </Button>
        ))}
      </div>
      {load.kind !== 'ready' ? (
        <DeskLoadState load={load} />
      ) : items.length === 0 ? (
        <p className="py-8 text-center text-sand-300">
          {status === 'open' ? 'No open feedback.' : 'No feedback marked done yet.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Feedback messages">
          {items.map((item) => (
            <li key={item.id}>
              <Card as="article" className="flex flex-col gap-3 p-4" data-testid="feedback-item">
                <p className="break-words whitespace-pre-line text-sand-100">{item.feedback}</p>
                <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-sand-300">
                  <span>{formatWhen(item.created_at)}</span>
                  {item.page !== null ? <span>from {item.page}</span> : null}
                  {item.email !== null ? (
                    <a
                      href={`mailto:${item.email}`}
                      className="inline-flex min-h-11 min-w-11 items-center font-semibold break-all text-spice-200 underline-offset-4 hover:underline"
                    >
                      {item.email}
                    </a>
                  ) : null}
                </p>
                <div>
                  <Button
                    variant="secondary"
                    disabled={busyId === item.id}
                    onClick={() => {
                      onMark(item, item.done_at === null);
                    }}
                  >
                    {item.done_at === null ? 'Mark done' : 'Reopen'}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {onMore ? (
        <div>
          <Button variant="secondary" onClick={onMore}>
            More feedback
          </Button>
        </div>
      ) : null}
    </div>
  );
}
