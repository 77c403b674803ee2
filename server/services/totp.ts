import { createHmac, randomBytes } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as authenticator apps make
 * them: SHA-1, 6 digits, a new code every 30 seconds, the secret shared as base32.
 */

const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** The issuer authenticator apps show beside the username. */
const TOTP_ISSUER = 'Arrakis Planner';
/** Codes one step before or after the current one still count (a phone's clock drifts). */
const DRIFT_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as otpauth:// URIs carry secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32.charAt((value >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32.charAt((value << (5 - bits)) & 31);
  return out;
}

/** The bytes of a base32 secret (case, spaces and padding ignored). */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret.');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new 160-bit secret (RFC 4226 recommends the hash's output length), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** HOTP (RFC 4226): the code of one counter value. */
export function hotp(
  key: Buffer,
  counter: number,
  digits: number = TOTP_DIGITS,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step a moment falls in (T in RFC 6238). */
export function totpStep(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The step whose code `code` is, within the allowed drift of `timeMs`, or null. The caller
 * refuses a step already used, so a code seen once cannot be replayed.
 */
export function matchingStep(secret: string, code: string, timeMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(timeMs);
  let found: number | null = null;
  // Every candidate is computed, so the time taken does not say which one matched.
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step += 1) {
    if (hotp(key, step) === code && found === null) found = step;
  }
  return found;
}

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, username: string): string {
  const label = encodeURIComponent(`${TOTP_ISSUER}:${username}`);
  const query = new URLSearchParams({
    secret,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
