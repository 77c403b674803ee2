import { z } from 'zod';
import { passwordFieldSchema } from './auth';
import { TWO_STEP_MESSAGES } from './twoStepTexts';

/**
 * Two-step sign-in with an authenticator app: the account page's setup, recovery codes and
 * turning off (`/api/account/two-step/*`), and the login's second step (`/api/auth/login/two-step`).
 */

/** A code typed at login or to turn two-step off: 6 digits, or a recovery code. */
const twoStepCodeSchema = z
  .string()
  .trim()
  .min(1, TWO_STEP_MESSAGES.codeFormat)
  .max(40, TWO_STEP_MESSAGES.codeFormat)
  .refine(
    (code) => /^\d{6}$/.test(code) || /^[a-z2-7]{12}$/i.test(code.replace(/[\s-]/g, '')),
    TWO_STEP_MESSAGES.codeFormat,
  );

/** The app's 6-digit code only (confirming the setup). */
const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');

/** `GET /api/account/two-step` (and the answer of turning it off). */
export const twoStepStatusSchema = z.strictObject({
  enabled: z.boolean(),
  /** Recovery codes not used yet; 0 while off. */
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** `POST /api/account/two-step/setup` and `.../recovery-codes`: the current password. */
export const twoStepPasswordRequestSchema = z.object({ password: passwordFieldSchema });

/** The setup's secret, shown once: as a QR code image and as text for manual entry. */
export const twoStepSetupSchema = z.strictObject({
  /** base32, for typing into the app. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** A `data:image/svg+xml` URL of the QR code of `otpauthUri`. */
  qrCode: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

/** `POST /api/account/two-step/confirm`: the app's first code. */
export const twoStepConfirmRequestSchema = z.object({ code: totpCodeSchema });

/** The ten recovery codes, shown once. */
export const recoveryCodesSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** `POST /api/account/two-step/disable`: the password and a current code or recovery code. */
export const twoStepDisableRequestSchema = z.object({
  password: passwordFieldSchema,
  code: twoStepCodeSchema,
});
export type TwoStepDisableRequest = z.infer<typeof twoStepDisableRequestSchema>;

/** The login's answer (202) when the password was right and a second step is needed. */
export const secondStepSchema = z.strictObject({
  secondStep: z.literal('code'),
  /** Short-lived and single-use: sent back with the code. */
  ticket: z.string(),
});
export type SecondStep = z.infer<typeof secondStepSchema>;

/** `POST /api/auth/login/two-step`: the ticket and the app's code or a recovery code. */
export const secondStepRequestSchema = z.object({
  ticket: z.string().min(1, TWO_STEP_MESSAGES.ticketEnded).max(100, TWO_STEP_MESSAGES.ticketEnded),
  code: twoStepCodeSchema,
});
export type SecondStepRequest = z.infer<typeof secondStepRequestSchema>;
