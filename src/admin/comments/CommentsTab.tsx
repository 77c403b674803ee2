import { useState } from 'react';
import { ADMIN_CHANGE_FAILED } from '../../api/admin/adminRead';
import { useCommentQueue } from '../../api/admin/commentQueue';
import { decideComment } from '../../api/admin/decideComment';
import { setCommenting } from '../../api/admin/setCommenting';
import type { CommentQueue, QueuedComment } from '../../api/contract/comments';
import { notify } from '../../ui/toast';
import { deskLoad } from '../deskLoad';
import { CommentQueueView } from './CommentQueueView';
import type { CommentActions } from './QueuedCommentCard';

/** The queue as the desk shows it: without decided comments, with each writer's latest standing. */
function shownQueue(
  queue: CommentQueue,
  decided: readonly string[],
  suspended: ReadonlyMap<string, boolean>,
): CommentQueue {
  return {
    comments: queue.comments
      .filter((comment) => !decided.includes(comment.id))
      .map((comment) => ({
        ...comment,
        writer_suspended: suspended.get(comment.username) ?? comment.writer_suspended,
      })),
  };
}

/**
 * The comments tab: a decided comment leaves the list, a suspension shows on each of the writer's
 * comments, and the API's message or failure is toasted. `decide` and `suspend` stand in for tests.
 */
export function CommentsTab({
  decide = decideComment,
  suspend = setCommenting,
}: {
  decide?: typeof decideComment;
  suspend?: typeof setCommenting;
}) {
  const queue = useCommentQueue();
  const [busyId, setBusyId] = useState<string | null>(null);
  // Kept here as well as in the cached queue, which holds nothing while a fallback answers.
  const [decided, setDecided] = useState<readonly string[]>([]);
  const [suspended, setSuspended] = useState<ReadonlyMap<string, boolean>>(new Map());

  function act<T extends { message: string }>(
    comment: QueuedComment,
    call: Promise<T>,
    done: (result: T) => void,
  ) {
    setBusyId(comment.id);
    call.then(
      (result) => {
        setBusyId(null);
        notify({ kind: 'success', title: result.message });
        done(result);
      },
      (error: unknown) => {
        setBusyId(null);
        notify({
          kind: 'error',
          title: error instanceof Error ? error.message : ADMIN_CHANGE_FAILED,
        });
      },
    );
  }

  const onDecide: CommentActions['onDecide'] = (comment, decision, note) => {
    act(comment, decide(comment.id, decision, note), () => {
      setDecided((ids) => [...ids, comment.id]);
      void queue.mutate((current) => current && shownQueue(current, [comment.id], new Map()), {
        revalidate: false,
      });
    });
  };

  const onCommenting: CommentActions['onCommenting'] = (comment, wanted, note) => {
    const { username } = comment;
    act(comment, suspend(username, wanted, note), (result) => {
      setSuspended((standing) => new Map(standing).set(username, result.suspended));
      void queue.mutate(
        (current) => current && shownQueue(current, [], new Map([[username, result.suspended]])),
        { revalidate: false },
      );
    });
  };

  const load = deskLoad(queue);
  return (
    <CommentQueueView
      load={
        load.kind === 'ready'
          ? { kind: 'ready', data: shownQueue(load.data, decided, suspended) }
          : load
      }
      busyId={busyId}
      onDecide={onDecide}
      onCommenting={onCommenting}
    />
  );
}
