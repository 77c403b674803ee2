import type { AltchaChallenge } from './altchaChallenge';

/*
 * Apart from the challenge's schema (./altchaChallenge.ts), so the engine that makes tokens
 * loads zod only when a challenge comes to be checked, not when a page readies its form.
 */

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
