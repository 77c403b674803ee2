import { z } from 'zod';
import { USERNAME_MAX } from './accountRules';

/**
 * The user as the client sees it (spec §3 "User (client view)"), which every page's session check
 * reads: a module of its own, so that check builds this one schema, not auth.ts's thirty.
 */
export const userSchema = z.strictObject({
  username: z.string().max(USERNAME_MAX),
  email: z.string(),
  /** 'user' or 'admin'. */
  role: z.enum(['user', 'admin']),
  /** An avatar image; null shows the first letter of the username. */
  avatarUrl: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
