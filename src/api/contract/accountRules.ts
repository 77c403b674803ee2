/**
 * The account rules of spec §5, with their exact messages, shared by the forms (which show the
 * first problem as the player types) and the server (which refuses the same input). Pure
 * functions: no zod, no React, so both sides and the tests read one definition.
 */

const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** argon2 takes any length; a bound keeps a hostile body from costing hashing time. */
export const PASSWORD_MAX = 128;
/** Verification codes are 6 digits (spec §4 "Registration", DESIGN.md "Security"). */
export const CODE_LENGTH = 6;
/** A verification code as typed: exactly CODE_LENGTH digits. */
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);
/** The word a player types to confirm a deletion (spec §9). */
export const DELETE_CONFIRMATION_WORD = 'delete';

export const USERNAME_NOT_EMAIL = 'Usernames must not be emails or contain spaces/@.';
export const USERNAME_LENGTH = `Usernames must be ${USERNAME_MIN} to ${USERNAME_MAX} characters.`;
export const USERNAME_CHARACTERS =
  'Usernames may use letters, digits, dots, dashes and underscores only.';
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters.';
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters.`;
const PASSWORD_NEEDS_UPPERCASE = 'Password must contain an uppercase letter.';
const PASSWORD_NEEDS_LOWERCASE = 'Password must contain a lowercase letter.';
export const PASSWORD_NEEDS_NUMBER = 'Password must contain a number.';
export const PASSWORD_NEEDS_SPECIAL = 'Password must contain a special character.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const ONLY_USERNAMES_FOR_LOGIN = 'Only usernames are accepted for login.';
export const INVALID_CODE_FORMAT = `Enter the ${CODE_LENGTH}-digit code from the email.`;
/** A page opened from a mailed link whose token is missing or cut. */
export const LINK_INCOMPLETE = 'This link is not complete. Open it again from the email.';

/** True when the text looks like an email address (the login form's yellow warning). */
export function looksLikeEmail(text: string): boolean {
  return text.includes('@');
}

/**
 * The problems of a username, in the order a player should fix them (empty: acceptable).
 * Spec: not an email, no spaces, no @. Ours besides: 3-32 characters from a small alphabet, so
 * a name cannot impersonate another with look-alike letters or invisible characters.
 */
export function usernameProblems(username: string): string[] {
  if (/[\s@]/.test(username)) return [USERNAME_NOT_EMAIL];
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return [USERNAME_LENGTH];
  if (!/^[A-Za-z0-9._-]+$/.test(username)) return [USERNAME_CHARACTERS];
  return [];
}

export const PLAIN_EMAIL_ONLY = 'Enter a plain email address, like name@example.com.';

/** An address as mail programs write it bare: no name, no quotes, no list, no trailing dot. */
const PLAIN_EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/;

/**
 * The problem of an email address, or null. No address anywhere in it: the spec's message.
 * An address among other text is refused too: only a plain address, since `a<x@y.z>`, `"x"<x@y.z>`,
 * `x@y.z,` or `x@y.z.` all reach x@y.z and would each get their own mail counter.
 */
export function emailProblem(email: string): string | null {
  if (email.length > EMAIL_MAX || !/[^\s@]+@[^\s@.][^\s@]*\.[^\s@]+/.test(email)) {
    return INVALID_EMAIL;
  }
  return PLAIN_EMAIL.test(email) ? null : PLAIN_EMAIL_ONLY;
}

/** The strength problems of a new password, in the spec's order (empty: acceptable). */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) problems.push(PASSWORD_TOO_SHORT);
  if (password.length > PASSWORD_MAX) problems.push(PASSWORD_TOO_LONG);
  if (!/\p{Lu}/u.test(password)) problems.push(PASSWORD_NEEDS_UPPERCASE);
  if (!/\p{Ll}/u.test(password)) problems.push(PASSWORD_NEEDS_LOWERCASE);
  if (!/\p{Nd}/u.test(password)) problems.push(PASSWORD_NEEDS_NUMBER);
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push(PASSWORD_NEEDS_SPECIAL);
  return problems;
}

/** Whether a typed code has the form of a verification code (6 digits). */
export function isCodeFormat(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** Usernames compare without case: "Paul" and "paul" are one account. */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}

/**
 * The key an address is compared and counted by: the whole address lower-cased. Only the
 * domain is case-blind by the RFC, but every mail provider in use also delivers a local part in
 * any case to one inbox, so `Victim@` and `victim@` must share one account and one counter.
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
