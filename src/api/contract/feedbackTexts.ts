/**
 * The feedback form's texts and limits (spec §2 Feedback and thanks, §8, §9), without zod: the form
 * renders them on its first paint and loads the schemas (./feedback) only
 * when it sends.
 */

/** What players read (spec §2, §4, §8; the placeholders, counter and throttle text are ours). */
export const FEEDBACK_TEXTS = {
  heading: 'Feedback',
  label: 'Your Feedback',
  placeholder: 'Share your thoughts, suggestions or any issues you ran into…',
  emailLabel: 'Email (optional)',
  emailPlaceholder: 'you@example.com (if you would like a reply)',
  submit: 'Submit Feedback',
  sending: 'Sending...',
  success: 'Thank you for your feedback!',
  error: 'There was an error sending your feedback. Please try again later.',
  thanksTitle: 'Thank You',
  thanksText: 'Your feedback reached the people who run this site. We read every message.',
  returnHome: 'Return to Home',
  tooMany: 'You have sent a lot of feedback in a short time. Please try again later.',
} as const;

/** The longest feedback text (ours; the spec gives none). */
export const FEEDBACK_MAX = 4000;
/** Spec §9: the redirect to /feedback-thanks after a success. */
export const FEEDBACK_REDIRECT_MS = 500;
/** Feedback submissions per address per hour (kept in the database). */
export const FEEDBACK_PER_HOUR = 5;
