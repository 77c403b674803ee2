import { z } from 'zod';
import {
  CODE_PATTERN,
  EMAIL_MAX,
  INVALID_CODE_FORMAT,
  emailProblem,
  INVALID_EMAIL,
  LINK_INCOMPLETE,
  PASSWORD_MAX,
  PASSWORD_TOO_LONG,
  passwordProblems,
  usernameProblems,
} from './accountRules';
import { BOT_CHECK_NOT_READY } from './botCheckTexts';
import { userSchema } from './user';

/**
 * Request and response shapes of the account calls (spec §7), shared by the server (route
 * schemas, OpenAPI) and the client (typed calls). Messages a player reads are the spec's (§8)
 * where it quotes one; the server sends them in the `message` field.
 */

// ---------------------------------------------------------------- field schemas

/**
 * A bot-check token (ALTCHA payload or reCAPTCHA token), checked by the server. One missing,
 * null or empty is a form whose bot-check was not ready: the spec's words say so (§5).
 */
export const botCheckTokenSchema = z
  .string({ error: (issue) => (issue.input == null ? BOT_CHECK_NOT_READY : undefined) })
  .min(1, BOT_CHECK_NOT_READY)
  .max(8192);

/** A username as typed at registration or in Settings: the spec's rules. */
const newUsernameSchema = z.string().superRefine((value, ctx) => {
  const [problem] = usernameProblems(value);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
});

/** A username as typed at login or in a recovery form: any non-empty text (never revealing rules). */
export const usernameFieldSchema = z.string().trim().min(1, 'Enter your username.').max(254);

/** One plain address (the forms check the same rule as the player types). */
const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, INVALID_EMAIL)
  .superRefine((value, ctx) => {
    const problem = emailProblem(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A new password: the spec's strength rules (the server also refuses guessable passwords). */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const [problem] = passwordProblems(value);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
});

/** A password being checked (login, current password): non-empty, bounded. */
export const passwordFieldSchema = z
  .string()
  .min(1, 'Enter your password.')
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

/** The account's current password, asked before a sensitive change (email, deletion). */
const currentPasswordSchema = z
  .string({ error: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

/** A token from a link in a mail (undoing an email change, resetting a password). */
const mailedTokenSchema = z
  .string({ error: LINK_INCOMPLETE })
  .regex(/^[A-Za-z0-9_-]{16,256}$/, LINK_INCOMPLETE);

const codeSchema = z.string().trim().regex(CODE_PATTERN, INVALID_CODE_FORMAT);

// ---------------------------------------------------------------- answers

/** `GET /api/account`: the spec's account profile (§3) plus the saved-build count. */
export const accountSchema = z.strictObject({
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  /** ISO 8601 times; null shows 'Never'. */
  createdAt: z.string(),
  /** The most recent login of this account, from any device. */
  lastLoggedIn: z.string().nullable(),
  /** When the session making this request logged in. */
  this_login_time: z.string().nullable(),
  /** The login before the most recent one. */
  last_logged_in: z.string().nullable(),
  savedBuildCount: z.number().int().min(0),
  savedBuildLimit: z.number().int().positive(),
});
export type Account = z.infer<typeof accountSchema>;

// ---------------------------------------------------------------- requests

/** `POST /api/auth/register` (and `/api/auth/signup`): a code is mailed. */
export const registerRequestSchema = z.object({
  username: newUsernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  recaptchaToken: botCheckTokenSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** `POST /api/auth/verify-signup`: creates the account and logs in; answers the user (201). */
export const verifySignupRequestSchema = z.object({
  username: newUsernameSchema,
  email: emailSchema,
  password: passwordFieldSchema,
  code: codeSchema,
  /** Sent by the planner's flow (spec §7); checked when present. */
  recaptchaToken: botCheckTokenSchema.optional(),
});
export type VerifySignupRequest = z.infer<typeof verifySignupRequestSchema>;

/** `POST /api/auth/login`: answers the user and sets the session cookie. */
export const loginRequestSchema = z.object({
  username: usernameFieldSchema,
  password: passwordFieldSchema,
  /** 14 days when true; otherwise a browser-session cookie ended after 24 h idle. */
  rememberMe: z.boolean().default(true),
  recaptchaToken: botCheckTokenSchema,
  /** The solved harder check (`GET /api/auth/login/challenge`), when the server asked for it. */
  stepUpToken: botCheckTokenSchema.optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** `PUT /api/auth/settings`: username and email; a changed email needs the mailed code. */
export const settingsRequestSchema = z.object({
  username: newUsernameSchema,
  email: emailSchema,
  /** Required when `email` differs from the account's (sent by send-email-code). */
  code: codeSchema.optional(),
  /** Required when `email` differs from the account's. */
  currentPassword: currentPasswordSchema.optional(),
});
export type SettingsRequest = z.infer<typeof settingsRequestSchema>;

/** `POST /api/account/send-email-code`: mails a code to the new address. */
export const sendEmailCodeRequestSchema = z.object({
  newEmail: emailSchema,
  recaptchaToken: botCheckTokenSchema,
  currentPassword: currentPasswordSchema,
});
export type SendEmailCodeRequest = z.infer<typeof sendEmailCodeRequestSchema>;

/** `PUT /api/account`: the new email and the code mailed to it. */
export const changeEmailRequestSchema = z.object({
  email: emailSchema,
  code: codeSchema,
  currentPassword: currentPasswordSchema,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** `PUT /api/account`, 200. */
export const changeEmailResponseSchema = z.strictObject({
  message: z.string(),
  user: userSchema,
});
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;

/**
 * `POST /api/auth/reset-password/request`, two forms (spec §7): the forgot-password page sends
 * a username; the account page (logged in) also sends the current and the new password, and the
 * code then confirms a password change. The server checks it with its own schema (server/routes/auth.ts).
 */
export type ResetPasswordRequest =
  | { username: string; currentPassword: string; newPassword: string; recaptchaToken: string }
  | { username: string; recaptchaToken: string };

/** `POST /api/auth/reset-password/verify`: the mailed code for a one-use token. */
export const resetPasswordVerifySchema = z.object({
  username: usernameFieldSchema,
  code: codeSchema,
});
export type ResetPasswordVerify = z.infer<typeof resetPasswordVerifySchema>;

export const resetPasswordTokenSchema = z.strictObject({ token: z.string() });
export type ResetPasswordToken = z.infer<typeof resetPasswordTokenSchema>;

/** `POST /api/auth/reset-password/complete`. */
export const resetPasswordCompleteSchema = z.object({
  token: z.string().min(1).max(256),
  newPassword: newPasswordSchema,
});
export type ResetPasswordComplete = z.infer<typeof resetPasswordCompleteSchema>;

/** `POST /api/auth/undo-email-change`: the token of the link mailed to the old address. */
export const undoEmailChangeRequestSchema = z.object({ token: mailedTokenSchema });
export type UndoEmailChangeRequest = z.infer<typeof undoEmailChangeRequestSchema>;

/** `POST /api/auth/forgot-username`: the username is mailed to the address on file. */
export const forgotUsernameRequestSchema = z.object({
  email: emailSchema,
  recaptchaToken: botCheckTokenSchema,
});
export type ForgotUsernameRequest = z.infer<typeof forgotUsernameRequestSchema>;

/** `DELETE /api/users/{username}`: the caller's own account. */
export const deleteAccountRequestSchema = z.object({
  recaptchaToken: botCheckTokenSchema,
  currentPassword: currentPasswordSchema,
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
