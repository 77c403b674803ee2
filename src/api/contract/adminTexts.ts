/**
 * The desk's and the viewer's Report texts, a report's reasons and length, without zod: the Report
 * button is on the viewer's first screen, where ./admin would build 40 schemas.
 */

/** What moderators and players read (ours: the spec does not cover the desk). */
export const ADMIN_TEXTS = {
  title: 'Moderators’ desk',
  notAdmin: 'Only moderators can open the desk.',
  queueEmpty: 'Nothing waits for review.',
  cleared: 'Build cleared: it is listed as its owner chose again.',
  kept: 'Build kept Restricted.',
  deleted: 'Build deleted.',
  reportButton: 'Report',
  reportTitle: 'Report this build',
  reportReasonLabel: 'Why should a moderator look at this build?',
  reportSent: 'Thank you: a moderator will look at this build.',
  alreadyReported: 'You have already reported this build.',
  tooManyReports: 'You have sent many reports in a short time. Please try again later.',
} as const;

/** Reasons a player picks from when reporting a build. */
export const REPORT_REASONS = [
  'Offensive language',
  'Spam or advertising',
  'Copied from another player',
  'Other',
] as const;

/** Longest free-text detail of a report. */
export const REPORT_DETAIL_MAX = 500;

/** The texts a report's failure shows, by status: the contract's own for 409 and 429. */
export function reportFailureText(status: number, serverText: string): string {
  if (status === 409) return ADMIN_TEXTS.alreadyReported;
  if (status === 429) return ADMIN_TEXTS.tooManyReports;
  return serverText;
}
