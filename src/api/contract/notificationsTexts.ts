/*
 * Following and notifications: their kinds, limits and the texts players read, apart from their
 * schemas (./notifications.ts) so the header's bell needs no zod.
 */

/**
 * What a notification tells:
 * - `published`: an author you follow made a build Public;
 * - `revised`: a build you follow got a new revision;
 * - `comment`: someone commented on a build of yours (or replied under it);
 * - `reply`: someone replied to your comment;
 * - `attention`: a build you own or follow needs attention after a game update.
 */
export const NOTIFICATION_KINDS = [
  'published',
  'revised',
  'comment',
  'reply',
  'attention',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The email digest a player chose: none, or their unread notifications by mail once a day or
 * once a week (sent only when there are some).
 */
export const DIGEST_CHOICES = ['off', 'daily', 'weekly'] as const;
export type DigestChoice = (typeof DIGEST_CHOICES)[number];

/** Each digest choice as the settings offer it. */
export const DIGEST_LABELS: Readonly<Record<DigestChoice, string>> = {
  off: 'No email digest',
  daily: 'A daily email digest',
  weekly: 'A weekly email digest',
};

/** Notifications per page of the notifications page. */
export const NOTIFICATION_PAGE_SIZE = 30;
/** Authors and builds one account may follow, each. */
export const FOLLOWS_PER_ACCOUNT = 500;

/** What players read about following and notifications, one wording for server and client. */
export const NOTIFICATION_TEXTS = {
  follow: 'Follow',
  following: 'Following',
  followAuthor: (username: string) => `Follow ${username}`,
  unfollowAuthor: (username: string) => `Stop following ${username}`,
  followBuild: 'Follow this build',
  unfollowBuild: 'Stop following this build',
  followed: 'Followed: you will be notified.',
  unfollowed: 'No longer followed.',
  loginToFollow: 'Log in to follow authors and builds.',
  ownBuild: 'You are notified about your own builds already.',
  ownAccount: 'You cannot follow yourself.',
  tooManyFollows: `You follow the most you can (${FOLLOWS_PER_ACCOUNT}). Stop following one to follow another.`,
  userNotFound: 'User not found.',
  buildNotFound: 'Build not found.',
  heading: 'Notifications',
  bell: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  empty: 'Nothing yet. Follow authors and builds to hear when they change.',
  markAllRead: 'Mark all as read',
  allRead: 'All notifications marked as read.',
  settingsHeading: 'What to notify me about',
  followers: (count: number) => `${count} ${count === 1 ? 'follower' : 'followers'}`,
  digestHeading: 'Email digest',
  digestIntro:
    'Your unread notifications by email, sent only when there are some. Every digest has a link that stops it at once.',
  digestSaved: (choice: DigestChoice) => `Saved: ${DIGEST_LABELS[choice].toLowerCase()}.`,
  unsubscribeHeading: 'Stop the Email Digest',
  unsubscribeIntro:
    'This stops the email digest of your Arrakis Planner notifications. Your notifications stay on the site.',
  unsubscribe: 'Stop the Email Digest',
  unsubscribing: 'Stopping...',
  unsubscribed:
    'Done: you will get no more email digests. You can choose one again on your notifications page.',
  badUnsubscribeKey:
    'This unsubscribe link is not valid. Log in and choose “No email digest” on your notifications page instead.',
} as const;

/**
 * Where a notification leads: its build's viewer, at the comment when it is about one. One path
 * for the notifications page and the email digest.
 */
export function notificationPath(
  kind: NotificationKind,
  buildUrl: string,
  commentId: string | null,
): string {
  const build = `/build-viewer/${encodeURIComponent(buildUrl)}`;
  const aboutComment = kind === 'comment' || kind === 'reply';
  return aboutComment && commentId !== null ? `${build}#comment-${commentId}` : build;
}

/** Each kind's switch on the notifications page: what turning it off silences. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  published: 'An author I follow publishes a build',
  revised: 'A build I follow gets a new revision',
  comment: 'Someone comments on one of my builds',
  reply: 'Someone replies to my comment',
  attention: 'A build I own or follow needs attention after a game update',
};

/**
 * What one notification says about the build titled `title`; `actor` is who acted, null when
 * nobody did or their account is gone.
 */
export function notificationSentence(
  kind: NotificationKind,
  actor: string | null,
  title: string,
): string {
  const build = `“${title}”`;
  switch (kind) {
    case 'published':
      return actor === null ? `${build} was published.` : `${actor} published ${build}.`;
    case 'revised':
      return `${build} has a new revision.`;
    case 'comment':
      return `${actor ?? 'Someone'} commented on ${build}.`;
    case 'reply':
      return `${actor ?? 'Someone'} replied to your comment on ${build}.`;
    case 'attention':
      return `${build} needs attention after the game update.`;
  }
}
