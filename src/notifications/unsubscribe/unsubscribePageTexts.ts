/** What the unsubscribe page says, besides the contract's NOTIFICATION_TEXTS. */
export const UNSUBSCRIBE_PAGE_TEXTS = {
  description: 'Stop the email digest of your Arrakis Planner notifications.',
  toNotifications: 'Go to Your Notifications',
} as const;
