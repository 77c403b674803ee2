import { userAnswer } from '../answerSchemas';
import type { SettingsRequest } from '../contract/auth';
import { requestJson } from '../requestJson';
import type { User } from '../contract/user';

/** The spec's text (§8) when saving settings fails without a server message. */
export const UPDATE_SETTINGS_FAILED = 'Failed to update settings';

/** `PUT /api/auth/settings`: saves username and email (a new email needs its code). */
export function updateSettings(body: SettingsRequest): Promise<User> {
  return requestJson('/api/auth/settings', {
    method: 'PUT',
    body,
    schema: userAnswer(),
    fallbackMessage: UPDATE_SETTINGS_FAILED,
  });
}
