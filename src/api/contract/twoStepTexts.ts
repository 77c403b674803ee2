/*
 * Two-step sign-in's texts and counts, apart from its schemas (./twoStep.ts): the account page
 * and the login form show them on their first screen, before zod loads.
 */

/** What the player reads about two-step sign-in (the server sends these as `message`). */
export const TWO_STEP_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  codeReused: 'That code was already used. Wait for the next one in your authenticator app.',
  alreadyOn: 'Two-step sign-in is already on.',
  notOn: 'Two-step sign-in is not on for this account.',
  noSetup: 'This setup has ended. Start again to get a new QR code.',
  ticketEnded: 'This sign-in has expired. Please log in again.',
  ticketTooManyTries: 'Too many wrong codes. Please log in again.',
  tooManyWrongCodes: 'Too many wrong codes for this account. Please wait a little and try again.',
  turnedOff: 'Two-step sign-in is off.',
} as const;

/** The recovery codes: ten, each three groups of four letters or digits (`abcd-efgh-jk23`). */
export const RECOVERY_CODE_COUNT = 10;
