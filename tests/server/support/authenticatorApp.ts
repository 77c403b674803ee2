import { createHmac } from 'node:crypto';

/**
 * An authenticator app as the tests use it: RFC 6238 TOTP written again here from the RFC
 * (SHA-1, 6 digits, 30 s), not imported from the server, so a shared mistake cannot pass.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function secretBytes(base32: string): Buffer {
  const bits = Array.from(base32.toUpperCase(), (char) => char)
    .map((char) => ALPHABET.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code an authenticator app shows for `secret` at time step `offset` from now. */
export function appCode(secret: string, offset = 0, now = Date.now()): string {
  const counter = Math.floor(now / 30_000) + offset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secretBytes(secret)).update(message).digest();
  const at = mac.readUInt8(19) & 0xf;
  const value = mac.readUInt32BE(at) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** A 6-digit code that is none of the app's codes within a step of now. */
export function wrongCode(secret: string): string {
  const near = new Set([appCode(secret, -1), appCode(secret), appCode(secret, 1)]);
  for (let n = 100_000; ; n += 1) if (!near.has(String(n))) return String(n);
}
