import { NOTIFICATION_TEXTS } from '../../api/contract/notificationsTexts';
import { buildFollowPath } from '../../api/notifications/followRequests';
import { FollowControl } from './FollowControl';

/** What the build's Follow button needs. */
export interface FollowBuildButtonProps {
  /** The Public build's short url (or id). */
  url: string;
  /** Its author's username: they see no button (null when the account is gone). */
  author: string | null;
}

/**
 * The viewer's Follow button for a Public build, with its follower count: its follower hears of
 * each new revision and of a game update that breaks it. Meant for a row of buttons.
 */
export function FollowBuildButton({ url, author }: FollowBuildButtonProps) {
  return (
    <FollowControl
      path={buildFollowPath(url)}
      owner={author}
      subject="this build"
      titles={{
        follow: NOTIFICATION_TEXTS.followBuild,
        unfollow: NOTIFICATION_TEXTS.unfollowBuild,
      }}
    />
  );
}
