import { useCurrentUser } from '../../api/session/sessionContext';
import { FollowButton } from './FollowButton';
import { LoginToFollowNote } from './LoginToFollowNote';
import { useFollow } from './useFollow';

/** What a Follow button is about. */
export interface FollowControlProps {
  /** Its follow path (src/api/notifications/followRequests.ts). */
  path: string;
  /** Whose it is: the player sees no button on their own (null: nobody's). */
  owner: string | null;
  /** Who or what is followed, in the button's name. */
  subject: string;
  /** What a press does, as its title: to follow, and to stop following. */
  titles: { follow: string; unfollow: string };
}

/**
 * A Follow button with its follower count, and the login note a visitor reads after pressing it.
 * Keyed by the player, so a login or a logout starts again; none on the player's own.
 */
export function FollowControl(props: FollowControlProps) {
  const user = useCurrentUser();
  const asker = user?.username ?? null;
  if (asker !== null && props.owner?.toLowerCase() === asker.toLowerCase()) return null;
  return <FollowFor key={asker ?? ''} {...props} asker={asker} />;
}

function FollowFor({
  path,
  subject,
  titles,
  asker,
}: FollowControlProps & { asker: string | null }) {
  const follow = useFollow(path, asker);
  return (
    <>
      <FollowButton
        following={follow.following}
        followers={follow.followers}
        busy={follow.busy}
        subject={subject}
        title={follow.following ? titles.unfollow : titles.follow}
        onToggle={follow.toggle}
        onIntent={follow.want}
      />
      <LoginToFollowNote shown={follow.loginNote} />
    </>
  );
}
