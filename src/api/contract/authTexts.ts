import { BOT_CHECK_FAILED, BOT_CHECK_NOT_READY } from './botCheckTexts';

/*
 * What the account forms and the server say (spec §8 and ours), apart from the schemas (./auth.ts):
 * the forms show these on their first screen and load zod only when an answer arrives.
 */

/** The account's texts, which the server sends as `message` and the forms show. */
export const MESSAGES = {
  /** Spec §8. */
  resetRequested: 'If the account exists, a password reset email has been sent.',
  resetDone: 'Your password has been reset. You may now log in.',
  usernameMailed: 'If the account exists, an email has been sent with the username.',
  emailUpdated: 'Email updated successfully!',
  passwordChanged: 'Password changed successfully!',
  alreadyLoggedIn:
    'You are already logged in. Please log out first if you want to switch accounts.',
  botCheckNotReady: BOT_CHECK_NOT_READY,
  /** Ours. */
  codeSent: 'We sent a 6-digit code to your email. It expires in 10 minutes.',
  loginFailed: 'Invalid username or password.',
  /** 401: solve the harder check and send the login again (many wrong passwords for the account). */
  loginStepUp: 'Checking that you are a person; this takes a few seconds longer.',
  usernameTaken: 'That username is already taken.',
  usernameLookAlike: 'That username is too close to an existing or reserved name.',
  /** The start of the answer to a guessable new password; the server says why after it. */
  weakPassword: 'This password is too easy to guess.',
  invalidCode: 'Invalid or expired verification code.',
  tooManyCodeTries: 'Too many wrong codes. Request a new code.',
  notLoggedIn: 'You must be logged in.',
  wrongCurrentPassword: 'The current password is not correct.',
  botCheckFailed: BOT_CHECK_FAILED,
  accountDeleted: 'Your account has been deleted.',
  onlyOwnAccount: 'You can only delete your own account.',
  emailCodeNeeded: 'Confirm the new email address with the code we sent to it.',
  currentPasswordNeeded: 'Enter your current password.',
  emailChangeUndone:
    'Your email address is back, and every session of your account has ended. Whoever changed it may know your password: reset your password now.',
  undoLinkExpired:
    'This link has expired or was already used. If someone else changed your email address, tell us on the Feedback page.',
  resetLinkSent:
    'Codes are paused for your account after too many wrong tries. We emailed you a link instead: open it to choose your new password.',
} as const;
