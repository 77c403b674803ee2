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

/** A found solution (altcha-lib v2's `Solution`). */
export interface AltchaSolution {
  counter: number;
  derivedKey: string;
  time?: number;
}

/** Base64 of UTF-8 text (`btoa` alone refuses characters outside Latin-1). */
function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The token the server verifies: base64 of `JSON.stringify({challenge, solution})`, the ALTCHA
 * widget's payload format.
 */
export function altchaToken(challenge: AltchaChallenge, solution: AltchaSolution): string {
  return base64Utf8(JSON.stringify({ challenge, solution }));
}
