import { NOTIFICATION_TEXTS } from '../../api/contract/notificationsTexts';

/** What a Follow toggle shows. */
export interface FollowButtonProps {
  /** The player follows it: the button is pressed and reads "Following". */
  following: boolean;
  /** Accounts following it; null until read. */
  followers: number | null;
  busy: boolean;
  /** Who or what is followed, in its name: an author's name, "this build". */
  subject: string;
  /** What a press does, shown on hover ("Follow Stilgar", "Stop following this build"). */
  title: string;
  onToggle: () => void;
  /** Pointed at or focused: the player may press it soon. */
  onIntent?: () => void;
}

/**
 * A Follow toggle with its follower count: pressed once followed. Its name is what it shows
 * ("Following Stilgar (12 followers)"), so a spoken command that reads the button finds it.
 */
export function FollowButton({
  following,
  followers,
  busy,
  subject,
  title,
  onToggle,
  onIntent,
}: FollowButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      disabled={busy}
      aria-pressed={following}
      aria-busy={busy}
      title={title}
      data-testid="follow-button"
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl border px-4 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-60 motion-reduce:transition-none ${
        following
          ? 'border-spice-400 bg-spice-950/70 text-spice-200'
          : 'border-sand-600 bg-sand-800/70 text-sand-100 hover:border-spice-400'
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 fill-none stroke-current"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {following ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : <path d="M12 5v14M5 12h14" />}
      </svg>
      <span>
        {following ? NOTIFICATION_TEXTS.following : NOTIFICATION_TEXTS.follow}
        <span className="sr-only"> {subject}</span>
      </span>
      {followers === null ? null : (
        <>
          <span aria-hidden="true" className="tabular-nums" data-testid="follower-count">
            {followers}
          </span>
          <span className="sr-only">({NOTIFICATION_TEXTS.followers(followers)})</span>
        </>
      )}
    </button>
  );
}
