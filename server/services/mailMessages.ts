import type { MailMessage } from './mail';

/**
 * The text of every account mail, plain and HTML. Every value a player chose (username, email)
 * is HTML-escaped in the HTML body, so a username can never inject markup into a mail.
 */

export const SITE_NAME = 'Arrakis Planner';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A link of ours in a mail: the HTML body makes it clickable; `label` shows instead of it. */
interface MailLink {
  href: string;
  label?: string;
}

/** Text in a mail as it is, not bold (a sentence that holds a player's words). */
interface MailText {
  plain: string;
}

type Value = string | MailLink | MailText;

/** A paragraph of the mail: plain text, with the values to fill in marked as {0}, {1}… */
export type Paragraph = readonly [template: string, ...values: Value[]];

function fill(template: string, values: readonly Value[], escape: (v: Value) => string): string {
  return template.replace(/\{(\d)\}/g, (_m, index: string) => escape(values[Number(index)] ?? ''));
}

function plainValue(value: Value): string {
  if (typeof value === 'string') return value;
  if ('plain' in value) return value.plain;
  return value.label === undefined ? value.href : `${value.label}\n${value.href}`;
}

function htmlValue(value: Value): string {
  if (typeof value === 'string') return `<strong>${escapeHtml(value)}</strong>`;
  if ('plain' in value) return escapeHtml(value.plain);
  const href = escapeHtml(value.href);
  return `<a href="${href}">${value.label === undefined ? href : escapeHtml(value.label)}</a>`;
}

/** A mail of the site: its paragraphs in plain text and HTML, and the site's footer. */
export function compose(
  to: string,
  subject: string,
  paragraphs: readonly Paragraph[],
): MailMessage {
  const footer = `— ${SITE_NAME}, an unofficial fan site for Dune: Awakening players.`;
  const text = [
    ...paragraphs.map(([template, ...values]) => fill(template, values, plainValue)),
    footer,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<h1 style="font-size:1.2em">${SITE_NAME}</h1>`,
    ...paragraphs.map(
      ([template, ...values]) => `<p>${fill(escapeHtml(template), values, htmlValue)}</p>`,
    ),
    `<p style="color:#666;font-size:0.9em">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: `${SITE_NAME}: ${subject}`, text, html };
}

const IGNORE = 'If this was not you, you can ignore this mail.';

/** The sign-up code. */
export function signupCodeMail(to: string, username: string, code: string): MailMessage {
  return compose(to, 'your verification code', [
    ['Hello {0},', username],
    ['Your verification code is {0}. It expires in 10 minutes.', code],
    [`Someone (hopefully you) is creating an account with this address. ${IGNORE}`],
  ]);
}

/** To the owner of an address someone tried to register again (the API answers as usual). */
export function registrationAttemptMail(to: string, username: string): MailMessage {
  return compose(to, 'someone tried to register with your address', [
    ['Hello {0},', username],
    [
      'Someone tried to create a new account with this email address, which already belongs to your account. No new account was created.',
    ],
    [
      'If it was you: log in with your username, or use "Forgot password" on the login page. Otherwise you can ignore this mail.',
    ],
  ]);
}

/** The code of a password reset (forgot-password page). */
export function resetCodeMail(to: string, username: string, code: string): MailMessage {
  return compose(to, 'password reset code', [
    ['Hello {0},', username],
    ['Your password reset code is {0}. It expires in 10 minutes.', code],
    [`${IGNORE} Your password stays as it is.`],
  ]);
}

/** The code confirming a password change (account page). */
export function changePasswordCodeMail(to: string, username: string, code: string): MailMessage {
  return compose(to, 'confirm your password change', [
    ['Hello {0},', username],
    ['Your code to confirm the password change is {0}. It expires in 10 minutes.', code],
    ['If you did not ask to change your password, change it now: someone knows it.'],
  ]);
}

/** The code confirming a new email address, sent to that address. */
export function changeEmailCodeMail(to: string, username: string, code: string): MailMessage {
  return compose(to, 'confirm your new email address', [
    ['Hello {0},', username],
    ['Your code to confirm this new email address is {0}. It expires in 10 minutes.', code],
    [IGNORE],
  ]);
}

/** To the OLD address after an email change, with the link that puts it back. */
export function emailChangedMail(
  to: string,
  username: string,
  newEmail: string,
  undoUrl: string,
): MailMessage {
  return compose(to, 'your email address was changed', [
    ['Hello {0},', username],
    ['The email address of your account was changed to {0}.', newEmail],
    [
      'If you did not do this, open this link within 72 hours: it puts this address back and logs your account out everywhere. {0}',
      { href: undoUrl },
    ],
    ['Then reset your password at once: whoever changed the address may know it.'],
  ]);
}

/** A password reset by link, once too many wrong codes were entered for the account. */
export function resetLinkMail(to: string, username: string, resetUrl: string): MailMessage {
  return compose(to, 'password reset link', [
    ['Hello {0},', username],
    ['Open this link within an hour to choose a new password: {0}', { href: resetUrl }],
    [
      'We sent a link instead of a code because too many wrong codes were entered for your account today.',
    ],
    [`${IGNORE} Your password stays as it is.`],
  ]);
}

/** After a password reset or change. */
export function passwordChangedMail(to: string, username: string): MailMessage {
  return compose(to, 'your password was changed', [
    ['Hello {0},', username],
    ['The password of your account was just changed.'],
    ['If you did not do this, use "Forgot password" on the login page at once.'],
  ]);
}

/** Forgot username. */
export function usernameReminderMail(to: string, username: string): MailMessage {
  return compose(to, 'your username', [
    ['Your username is {0}.', username],
    [`Someone asked for the username of the account with this address. ${IGNORE}`],
  ]);
}

/** After the account was deleted. */
export function accountDeletedMail(to: string, username: string): MailMessage {
  return compose(to, 'your account was deleted', [
    ['Hello {0},', username],
    ['Your account was deleted, as you asked. You have been logged out everywhere.'],
    ['Thank you for using the site.'],
  ]);
}

/** To the owner of an address another account tried to switch to (the API answers as usual). */
export function emailInUseMail(to: string, username: string): MailMessage {
  return compose(to, 'someone tried to use your address', [
    ['Hello {0},', username],
    [
      'Another account tried to change its email address to this one, which already belongs to your account. Nothing was changed.',
    ],
    [IGNORE],
  ]);
}
