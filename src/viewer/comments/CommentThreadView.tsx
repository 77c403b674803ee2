import { useCallback, useRef, useState } from 'react';
import type { CommentThread } from '../../api/contract/comments';
import { COMMENT_TEXTS } from '../../api/contract/commentsTexts';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import type { CommentChanges } from './useCommentChanges';

/** What a thread shows and allows. */
export interface CommentThreadViewProps {
  thread: CommentThread;
  moderates: boolean;
  loggedIn: boolean;
  /** The asker may write here (not blocked): Reply is offered. */
  canWrite: boolean;
  changes: CommentChanges;
  onDeleted: () => void;
}

/** The indent of replies and of the reply form under their comment. */
const INDENT = 'ml-2 border-l-2 border-sand-700/70 pl-3 sm:ml-4 sm:pl-5';

/**
 * A top-level comment with its replies indented under it, oldest first. Reply opens the reply
 * form at the thread's foot (every reply goes to the top-level comment); once it is sent or
 * cancelled the form closes and focus comes back to Reply.
 */
export function CommentThreadView({
  thread,
  moderates,
  loggedIn,
  canWrite,
  changes,
  onDeleted,
}: CommentThreadViewProps) {
  const [replying, setReplying] = useState(false);
  const backToReply = useRef(false);
  const replyRef = useCallback((button: HTMLButtonElement | null) => {
    if (button === null || !backToReply.current) return;
    backToReply.current = false;
    button.focus();
  }, []);
  const closeReply = () => {
    backToReply.current = true;
    setReplying(false);
  };
  // Only under a comment everyone reads: a reply elsewhere would sit under a placeholder.
  const canReply = canWrite && thread.state === 'visible' && !replying;

  return (
    <li className="flex min-w-0 flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <CommentItem
        comment={thread}
        moderates={moderates}
        loggedIn={loggedIn}
        changes={changes}
        onReply={
          canReply
            ? () => {
                setReplying(true);
              }
            : undefined
        }
        replyRef={replyRef}
        onDeleted={onDeleted}
      />
      {thread.replies.length === 0 ? null : (
        <ul className={`flex flex-col gap-4 ${INDENT}`}>
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem
                comment={reply}
                moderates={moderates}
                loggedIn={loggedIn}
                changes={changes}
                onDeleted={onDeleted}
              />
            </li>
          ))}
        </ul>
      )}
      {replying ? (
        <div className={INDENT}>
          <CommentForm
            label={COMMENT_TEXTS.replyLabel}
            submitLabel={COMMENT_TEXTS.reply}
            focusOnOpen
            onSubmit={(body) => changes.post(body, thread.id).then(closeReply)}
            onCancel={closeReply}
          />
        </div>
      ) : null}
    </li>
  );
}
