import { z } from 'zod';

/**
 * An answer that only says what happened, for the player to read. In a module of its own (not
 * auth.ts) so a call that reads only this, such as a build's report, builds no other schema.
 */
export const messageResponseSchema = z.strictObject({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
