/** The words of every report form (a build's, a comment's). */
export const REPORT_FORM_TEXTS = {
  reasonRequired: 'Choose a reason.',
  detail: 'Details (optional)',
  send: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  count: (length: number, max: number) => `${length}/${max} characters`,
} as const;
