import { COMMUNITY_TEXTS } from '../api/contract/publicBuildsTexts';
import { Dialog, DialogActions } from '../ui/Dialog';
import { Button } from '../ui/Button';

/** What the Like button shows. */
export interface LikeButtonProps {
  likes: number;
  liked: boolean;
  busy: boolean;
  onToggle: () => void;
}

/**
 * The viewer's Like button with the build's count: a heart, filled once liked, when it offers
 * 'Unlike' (its title and accessible name). Disabled while a like is being sent.
 */
export function LikeButton({ likes, liked, busy, onToggle }: LikeButtonProps) {
  const action = liked ? 'Unlike' : 'Like';
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={busy}
      aria-pressed={liked}
      aria-busy={busy}
      aria-label={`${action} (${likes} ${likes === 1 ? 'like' : 'likes'})`}
      title={action}
      data-testid="like-button"
      className={`inline-flex min-h-11 items-center gap-2 rounded-xl border px-4 text-sm font-semibold tabular-nums transition-colors disabled:cursor-wait disabled:opacity-60 ${
        liked
          ? 'border-spice-400 bg-spice-950/70 text-spice-200'
          : 'border-sand-600 bg-sand-800/70 text-sand-100 hover:border-spice-400'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" strokeWidth="2">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z"
          className={liked ? 'fill-spice-400 stroke-spice-400' : 'fill-none stroke-current'}
          strokeLinejoin="round"
        />
      </svg>
      <span data-testid="like-count">{likes}</span>
    </button>
  );
}

/** The 'Already Liked' dialog (spec §8): the server's message, else the spec's text. */
export function AlreadyLikedDialog({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={COMMUNITY_TEXTS.alreadyLikedTitle}
      description={message ?? COMMUNITY_TEXTS.alreadyLiked}
      size="sm"
    >
      <DialogActions>
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
