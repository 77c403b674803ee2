import { z } from 'zod';

/**
 * An ALTCHA v2 challenge as the server sends it (altcha-lib v2's `Challenge`). Unknown fields
 * are kept: the server's signature covers every parameter, so the client hands the challenge
 * back exactly as it came.
 */
export const altchaChallengeSchema = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string().min(1),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
