import { NOTIFICATION_TEXTS } from '../../api/contract/notificationsTexts';
import { authorFollowPath } from '../../api/notifications/followRequests';
import { FollowControl } from '../../builds/follow/FollowControl';

/**
 * The author page's Follow button, with how many follow them: a follower hears when the author
 * publishes a build. None on the player's own page.
 */
export function AuthorFollowButton({ username }: { username: string }) {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3 empty:hidden">
      <FollowControl
        path={authorFollowPath(username)}
        owner={username}
        subject={username}
        titles={{
          follow: NOTIFICATION_TEXTS.followAuthor(username),
          unfollow: NOTIFICATION_TEXTS.unfollowAuthor(username),
        }}
      />
    </div>
  );
}
