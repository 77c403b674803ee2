import type { ChangeEmailRequest, ChangeEmailResponse } from '../contract/auth';
import { requestJson } from '../requestJson';

/** The spec's text (§8) when the email cannot be changed. */
export const CHANGE_EMAIL_FAILED = 'Failed to update email';

/** `PUT /api/account`: the new email and the code mailed to it; answers the updated user. */
export function changeEmail(body: ChangeEmailRequest): Promise<ChangeEmailResponse> {
  return requestJson('/api/account', {
    method: 'PUT',
    body,
    schema: import('../contract/auth').then(
      ({ changeEmailResponseSchema }) => changeEmailResponseSchema,
    ),
    fallbackMessage: CHANGE_EMAIL_FAILED,
  });
}
