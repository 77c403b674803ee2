/**
 * What a following or notification call says when it fails without a message of the server's own
 * (no answer, or one this client cannot read). The server's `{ message }` always comes first.
 */
export const NOTIFICATION_CALL_TEXTS = {
  followStateFailed: 'Followers could not be counted. Please try again.',
  followFailed: 'Following could not be changed. Please try again.',
  listFailed: 'Your notifications could not be loaded. Please try again.',
  unreadFailed: 'Your unread notifications could not be counted.',
  markReadFailed: 'Your notifications could not be marked as read. Please try again.',
  settingsFailed: 'Your notification settings could not be loaded. Please try again.',
  saveSettingsFailed: 'Your notification settings could not be saved. Please try again.',
  unsubscribeFailed: 'The email digest could not be stopped. Please try again in a moment.',
} as const;
