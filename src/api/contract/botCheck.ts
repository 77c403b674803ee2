import { z } from 'zod';

/*
 * The bot-check's part of the API (spec §4): apart from the account forms' contract
 * (./auth.ts), so a page whose only form is the feedback form loads these
 * two schemas and not the account forms' twenty-odd.
 */

/** The actions a bot-check token is bound to (spec §7 plus the auth forms). */
const BOT_CHECK_ACTIONS = [
  'register',
  'login',
  'forgot_password',
  'forgot_username',
  'change_email',
  'change_password',
  'delete_account',
  'feedback_form',
] as const;
export const botCheckActionSchema = z.enum(BOT_CHECK_ACTIONS);
export type BotCheckAction = z.infer<typeof botCheckActionSchema>;

/** `GET /api/bot-check`: which provider the site uses and how the client reaches it. */
export const botCheckConfigSchema = z.discriminatedUnion('provider', [
  z.strictObject({
    provider: z.literal('altcha'),
    /** `GET` this with `?action=…` for a challenge bound to that action. */
    challengeUrl: z.string(),
  }),
  z.strictObject({
    provider: z.literal('recaptcha'),
    siteKey: z.string(),
  }),
]);
export type BotCheckConfig = z.infer<typeof botCheckConfigSchema>;
