/**
 * The comments section's own words (its states and controls); everything about comments
 * themselves is the contract's COMMENT_TEXTS.
 */
export const COMMENTS_VIEW_TEXTS = {
  loading: 'Loading comments…',
  retry: 'Try again',
  logIn: 'Log in',
  reportDetail: 'Details (optional)',
  sendReport: 'Send report',
  sending: 'Sending…',
  /** The form's count, e.g. '12/2000 characters'. */
  count: (length: number, max: number) => `${length}/${max} characters`,
} as const;
