import { z } from 'zod';
import { USERNAME_MAX } from './accountRules';

/**
 * The user as the client sees it (spec §3 "User (client view)"): the answer of the session check
 * every page makes. It has a module of its own so that check builds this one schema, not the
 * thirty of the account forms in auth.ts: building them cost about 100 ms on a 4x-throttled CPU
 * (measured in Chromium) on every first page load.
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
