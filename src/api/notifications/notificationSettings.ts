import useSWR from 'swr';
import type { NotificationSettings } from '../contract/notifications';
import { requestJson } from '../requestJson';
import { NOTIFICATION_CALL_TEXTS } from './notificationCallTexts';
import { readOnEveryVisit } from './readOnEveryVisit';

/** `GET|PUT /api/notifications/settings`'s path. */
export const NOTIFICATION_SETTINGS_PATH = '/api/notifications/settings';

/** The answer's schema, with zod: it loads while the request is on its way. */
export const notificationSettingsAnswer = () =>
  import('../contract/notifications').then(
    ({ notificationSettingsSchema }) => notificationSettingsSchema,
  );

/** The player's switches, logged as every failed read is. */
async function fetchNotificationSettings([path]: readonly [string, string]) {
  try {
    return await requestJson(path, {
      schema: notificationSettingsAnswer,
      fallbackMessage: NOTIFICATION_CALL_TEXTS.settingsFailed,
    });
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}

/**
 * Which kinds of notification the logged-in player `reader` gets, one switch each; null (a
 * visitor) asks nothing.
 */
export function useNotificationSettings(reader: string | null) {
  return useSWR<NotificationSettings, Error, readonly [string, string] | null>(
    reader === null ? null : [NOTIFICATION_SETTINGS_PATH, reader],
    fetchNotificationSettings,
    readOnEveryVisit,
  );
}
