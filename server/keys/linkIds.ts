import { randomBytes } from 'node:crypto';

/**
 * Share link ids: 10 characters of base62 (about 59.5 bits), short enough for a URL someone
 * pastes in chat and, being random, impossible to enumerate. The alphabet needs no escaping in
 * a path or a query string.
 */

export const LINK_ID_LENGTH = 10;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 248 = 4 × 62: bytes at or above it are dropped so every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

const LINK_ID_PATTERN = new RegExp(`^[0-9A-Za-z]{${LINK_ID_LENGTH}}$`);

/** A fresh random link id from the system's cryptographic generator. */
export function newLinkId(): string {
  const chars: string[] = [];
  while (chars.length < LINK_ID_LENGTH) {
    for (const byte of randomBytes(LINK_ID_LENGTH * 2)) {
      if (byte < UNBIASED_LIMIT && chars.length < LINK_ID_LENGTH) {
        chars.push(ALPHABET.charAt(byte % ALPHABET.length));
      }
    }
  }
  return chars.join('');
}

/** Whether a string has the form of a link id (checked before any query). */
export function isLinkId(raw: string): boolean {
  return LINK_ID_PATTERN.test(raw);
}
