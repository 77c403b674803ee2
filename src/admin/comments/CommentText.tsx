import type { QueuedComment } from '../../api/contract/comments';
import { FlaggedText } from '../queue/FlaggedText';

/**
 * The spans moderation flagged in the comment's text as it is now: spans read from another text
 * (an older version) would mark the wrong words, so they are left out.
 */
function bodySpans(comment: QueuedComment) {
  return comment.flagged
    .filter((field) => field.text === comment.body)
    .flatMap((field) => field.spans);
}

/** A queued comment's markdown as plain text (never rendered), its flagged words marked. */
export function CommentText({ comment }: { comment: QueuedComment }) {
  return (
    <section aria-label="Comment text" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-sand-100">Comment</h4>
      <div className="rounded-xl bg-sand-950/60 p-3 text-sm text-sand-100">
        <FlaggedText text={comment.body} spans={bodySpans(comment)} />
      </div>
    </section>
  );
}
