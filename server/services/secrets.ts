import { createHash, randomBytes } from 'node:crypto';

/** Small helpers for the secrets of accounts: tokens handed out, hashes kept. */

/** A 256-bit random token, URL-safe (session cookies, reset tokens). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 128-bit random token, URL-safe: the links in mails (short enough to copy by hand). */
export function randomLinkToken(): string {
  return randomBytes(16).toString('base64url');
}

/** SHA-256 as hex: what is stored in place of a token, so a database copy logs nobody in. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The current time as stored (ISO 8601 UTC text), `offsetMs` from now. */
export function isoTime(offsetMs = 0, from: number = Date.now()): string {
  return new Date(from + offsetMs).toISOString();
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
