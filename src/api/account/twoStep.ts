import useSWR from 'swr';
import type {
  RecoveryCodes,
  TwoStepDisableRequest,
  TwoStepSetup,
  TwoStepStatus,
} from '../contract/twoStep';
import { requestJson } from '../requestJson';
import { refreshedAfterChanges } from '../swrConfig';

/** The texts when a two-step call fails without a server message. */
export const TWO_STEP_FAILED = {
  status: 'Failed to read your two-step sign-in.',
  change: 'Two-step sign-in could not be changed. Please try again.',
} as const;

/** The SWR key of the account's two-step status (the account page and the moderators' desk). */
export const TWO_STEP_KEY = '/api/account/two-step';

/** The contract's schemas, with zod, loaded beside a call's request, not on the page's load. */
const contract = () => import('../contract/twoStep');
const statusAnswer = () => contract().then(({ twoStepStatusSchema }) => twoStepStatusSchema);
const recoveryCodesAnswer = () => contract().then(({ recoveryCodesSchema }) => recoveryCodesSchema);

/** `GET /api/account/two-step`: on or off, and the recovery codes left. */
function fetchTwoStepStatus(): Promise<TwoStepStatus> {
  return requestJson(TWO_STEP_KEY, {
    schema: statusAnswer(),
    fallbackMessage: TWO_STEP_FAILED.status,
  });
}

/** The two-step status, read only while `enabled` (a logged-in player). */
export function useTwoStepStatus(enabled = true) {
  return useSWR<TwoStepStatus, Error>(
    enabled ? TWO_STEP_KEY : null,
    fetchTwoStepStatus,
    refreshedAfterChanges,
  );
}

/** `POST /api/account/two-step/setup`: the password; answers the new secret and its QR code. */
export function startTwoStepSetup(password: string): Promise<TwoStepSetup> {
  return requestJson(`${TWO_STEP_KEY}/setup`, {
    method: 'POST',
    body: { password },
    schema: contract().then(({ twoStepSetupSchema }) => twoStepSetupSchema),
    fallbackMessage: TWO_STEP_FAILED.change,
  });
}

/** `POST /api/account/two-step/confirm`: the app's first code; answers the recovery codes. */
export function confirmTwoStepSetup(code: string): Promise<RecoveryCodes> {
  return requestJson(`${TWO_STEP_KEY}/confirm`, {
    method: 'POST',
    body: { code },
    schema: recoveryCodesAnswer(),
    fallbackMessage: TWO_STEP_FAILED.change,
  });
}

/** `POST /api/account/two-step/recovery-codes`: new recovery codes, with the password. */
export function regenerateRecoveryCodes(password: string): Promise<RecoveryCodes> {
  return requestJson(`${TWO_STEP_KEY}/recovery-codes`, {
    method: 'POST',
    body: { password },
    schema: recoveryCodesAnswer(),
    fallbackMessage: TWO_STEP_FAILED.change,
  });
}

/** `POST /api/account/two-step/disable`: the password and a code or recovery code. */
export function disableTwoStep(body: TwoStepDisableRequest): Promise<TwoStepStatus> {
  return requestJson(`${TWO_STEP_KEY}/disable`, {
    method: 'POST',
    body,
    schema: statusAnswer(),
    fallbackMessage: TWO_STEP_FAILED.change,
  });
}
