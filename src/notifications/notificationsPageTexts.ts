/** What the notifications page says, besides the contract's NOTIFICATION_TEXTS. */
export const NOTIFICATIONS_PAGE_TEXTS = {
  description: 'Your notifications about the authors and builds you follow on Arrakis Planner.',
  intro:
    'What the authors and builds you follow did, and what others made of your builds and comments.',
  listLabel: 'Your notifications',
  unreadCount: (unread: number) => (unread === 0 ? 'All read' : `${unread} unread`),
  /** Read before an unread notification's sentence by screen readers (the dot shows it). */
  unread: 'Unread:',
  loading: 'Loading notifications…',
  more: 'More',
  loadingMore: 'Loading more notifications…',
  moreFailed: (reason: string) => `More notifications could not be loaded: ${reason}`,
  markingAll: 'Marking as read…',
  visitor: 'You must be logged in to read your notifications.',
  settingsIntro: 'Switch a kind off and it no longer reaches you; what came already stays.',
  settingsLoading: 'Loading your settings…',
  settingSaved: (label: string, on: boolean) => `Saved: “${label}” is ${on ? 'on' : 'off'}.`,
} as const;
