import { REPORT_FORM_TEXTS } from '../reportFormTexts';

/**
 * The comments section's own words (its states and controls); everything about comments
 * themselves is the contract's COMMENT_TEXTS.
 */
export const COMMENTS_VIEW_TEXTS = {
  loading: 'Loading comments…',
  retry: 'Try again',
  logIn: 'Log in',
  reportDetail: REPORT_FORM_TEXTS.detail,
  sendReport: REPORT_FORM_TEXTS.send,
  sending: REPORT_FORM_TEXTS.sending,
  /** The form's count, e.g. '12/2000 characters'. */
  count: REPORT_FORM_TEXTS.count,
} as const;
