import type { NotificationSettings } from '../contract/notifications';
import { requestJson } from '../requestJson';
import { NOTIFICATION_CALL_TEXTS } from './notificationCallTexts';
import { NOTIFICATION_SETTINGS_PATH, notificationSettingsAnswer } from './notificationSettings';

/**
 * `PUT /api/notifications/settings` with every kind's switch (the whole object, not a change):
 * answers the switches as stored.
 */
export function saveNotificationSettings(
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return requestJson(NOTIFICATION_SETTINGS_PATH, {
    method: 'PUT',
    body: settings,
    schema: notificationSettingsAnswer,
    fallbackMessage: NOTIFICATION_CALL_TEXTS.saveSettingsFailed,
  });
}
