import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useCommentPages } from '../../api/comments/commentPages';
import type { CommentPage, CommentThread } from '../../api/contract/comments';
import { COMMENT_TEXTS } from '../../api/contract/commentsTexts';
import { SessionContext } from '../../api/session/sessionContext';
import { EmptyText } from '../../builds/panels/Panel';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/form/FormMessage';
import { Spinner } from '../../ui/Spinner';
import { asksForComment } from './commentAnchor';
import { CommentForm } from './CommentForm';
import { CommentsBlocked } from './CommentsBlocked';
import { CommentsFrame } from './CommentsFrame';
import { CommentThreadView } from './CommentThreadView';
import { COMMENTS_VIEW_TEXTS } from './commentsViewTexts';
import { useCommentChanges } from './useCommentChanges';

/** The threads of the pages read, each once: a thread posted meanwhile pushes one to the next page. */
function threadsOf(pages: readonly CommentPage[]): CommentThread[] {
  const seen = new Set<string>();
  const threads: CommentThread[] = [];
  for (const thread of pages.flatMap((page) => page.comments)) {
    if (seen.has(thread.id)) continue;
    seen.add(thread.id);
    threads.push(thread);
  }
  return threads;
}

/** A failed read, with the server's reason and the way to read again. */
function ReadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <FormError>{message}</FormError>
      <Button variant="secondary" onClick={onRetry}>
        {COMMENTS_VIEW_TEXTS.retry}
      </Button>
    </div>
  );
}

/**
 * The comments on a Public build, read for the asker (a visitor, the writer of some, the build's
 * author): the form, or why they may not write; the threads, newest first, with More comments
 * while there are more. After any change every page shown is read again from the server.
 */
export function CommentsSection({ url }: { url: string }) {
  const session = useContext(SessionContext);
  const reader = session?.isLoading === true ? undefined : (session?.user?.username ?? null);
  const pages = useCommentPages(url, reader);
  const { mutate, setSize } = pages;
  const changes = useCommentChanges(url, mutate);
  const heading = useRef<HTMLHeadingElement>(null);
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) heading.current?.focus();
  }, [deletions]);
  const onDeleted = useCallback(() => {
    setDeletions((count) => count + 1);
  }, []);
  const retry = () => void mutate();
  const read = pages.data;
  // The comment the address names, once the threads that hold it are shown.
  const shownThreads = read?.length ?? 0;
  useEffect(() => {
    const { hash } = window.location;
    if (shownThreads > 0 && asksForComment(hash)) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    }
  }, [shownThreads]);

  const first = read?.[0];
  if (read === undefined || first === undefined) {
    return (
      <CommentsFrame total={null}>
        {pages.error ? (
          <ReadFailed message={pages.error.message} onRetry={retry} />
        ) : (
          <Spinner label={COMMENTS_VIEW_TEXTS.loading} />
        )}
      </CommentsFrame>
    );
  }
  const threads = threadsOf(read);
  const nextPage = read.at(-1)?.nextPage ?? null;
  const loadingMore = pages.isValidating && pages.size > read.length;
  return (
    <CommentsFrame total={first.total} headingRef={heading}>
      {first.blocked === null ? (
        <CommentForm
          label={COMMENT_TEXTS.bodyLabel}
          submitLabel={COMMENT_TEXTS.post}
          onSubmit={(body) => changes.post(body)}
        />
      ) : (
        <CommentsBlocked block={first.blocked} />
      )}
      {threads.length === 0 ? (
        <EmptyText>{COMMENT_TEXTS.empty}</EmptyText>
      ) : (
        <ul className="flex flex-col divide-y divide-sand-700/60 border-t border-sand-700/60 pt-4">
          {threads.map((thread) => (
            <CommentThreadView
              key={thread.id}
              thread={thread}
              moderates={first.moderates}
              loggedIn={reader !== null && reader !== undefined}
              canWrite={first.blocked === null}
              changes={changes}
              onDeleted={onDeleted}
            />
          ))}
        </ul>
      )}
      {pages.error ? <ReadFailed message={pages.error.message} onRetry={retry} /> : null}
      {nextPage === null ? null : (
        <Button
          variant="secondary"
          className="self-center"
          // Not disabled while the page loads: focus stays on it, and the threads come above.
          aria-disabled={loadingMore || undefined}
          aria-busy={loadingMore || undefined}
          onClick={() => {
            if (!loadingMore) void setSize(read.length + 1);
          }}
        >
          {COMMENT_TEXTS.more}
        </Button>
      )}
    </CommentsFrame>
  );
}
