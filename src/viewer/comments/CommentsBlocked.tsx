import { Link } from 'react-router-dom';
import { COMMENT_TEXTS, type CommentBlock } from '../../api/contract/commentsTexts';
import { COMMENTS_VIEW_TEXTS } from './commentsViewTexts';

const FRAME = 'rounded-xl border border-sand-700/80 bg-sand-950/40 px-4 text-sm text-sand-200';

/**
 * Why the player cannot comment here, in place of the form: a visitor is shown the way to log
 * in; a build that is not Public or a suspended account are only said.
 */
export function CommentsBlocked({ block }: { block: CommentBlock }) {
  if (block === 'login') {
    return (
      <p className={`flex flex-wrap items-center gap-x-2 py-1 ${FRAME}`}>
        {COMMENT_TEXTS.loginToComment}
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-semibold text-spice-200 underline underline-offset-4 hover:text-spice-100"
        >
          {COMMENTS_VIEW_TEXTS.logIn}
        </Link>
      </p>
    );
  }
  return (
    <p className={`py-3 ${FRAME}`}>
      {block === 'not-public' ? COMMENT_TEXTS.notPublic : COMMENT_TEXTS.suspended}
    </p>
  );
}
