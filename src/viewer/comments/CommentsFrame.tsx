import { type ReactNode, type Ref, useId } from 'react';
import { COMMENT_TEXTS } from '../../api/contract/commentsTexts';

/**
 * The comments' panel with its heading and, once read, their total: the same frame while the
 * section's code and comments are on their way as once they are here, so nothing shifts.
 */
export function CommentsFrame({
  total,
  headingRef,
  children,
}: {
  /** Comments everyone may read; null until known. */
  total: number | null;
  /** The heading, focused when the comment that had focus is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="viewer-comments"
      className="mt-5 flex min-w-0 flex-col gap-4 rounded-2xl border border-sand-700/80 bg-sand-900/85 p-4 shadow-lg shadow-black/30 sm:p-5 print:hidden"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-lg font-semibold tracking-wide text-sand-50"
      >
        {COMMENT_TEXTS.heading}{' '}
        {total === null ? null : (
          <span className="font-sans text-base font-normal text-sand-300 tabular-nums">
            ({total})
          </span>
        )}
      </h2>
      {children}
    </section>
  );
}
