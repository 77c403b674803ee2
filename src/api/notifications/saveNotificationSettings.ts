import type { NotificationSettings, NotificationSettingsChange } from '../contract/notifications';
import { requestJson } from '../requestJson';
import { NOTIFICATION_CALL_TEXTS } from './notificationCallTexts';
import { NOTIFICATION_SETTINGS_PATH, notificationSettingsAnswer } from './notificationSettings';

/**
 * `PUT /api/notifications/settings` with every kind's switch (the whole set, not one) and the
 * digest when it changes: answers the settings as stored.
 */
export function saveNotificationSettings(
  change: NotificationSettingsChange,
): Promise<NotificationSettings> {
  return requestJson(NOTIFICATION_SETTINGS_PATH, {
    method: 'PUT',
    body: change,
    schema: notificationSettingsAnswer,
    fallbackMessage: NOTIFICATION_CALL_TEXTS.saveSettingsFailed,
  });
}
