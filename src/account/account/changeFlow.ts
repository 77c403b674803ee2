/**
 * The states of Account's Change Email and Change Password (spec §4): idle, sending (the code
 * is being requested), sent (the code field shows), verifying, then success or error (back to
 * allow sending again).
 */
export type ChangeFlowState = 'idle' | 'sending' | 'sent' | 'verifying' | 'success' | 'error';

/** True while a call of the flow runs (its buttons are disabled then). */
export function isRunning(state: ChangeFlowState): boolean {
  return state === 'sending' || state === 'verifying';
}

/** True when the code field shows. */
export function awaitsCode(state: ChangeFlowState): boolean {
  return state === 'sent' || state === 'verifying';
}
