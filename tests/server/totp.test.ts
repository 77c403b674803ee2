import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingStep,
  otpauthUri,
  totpStep,
} from '../../server/services/totp';
import { appCode } from './support/authenticatorApp';

// RFC 6238 appendix B: the seeds are ASCII, repeated to each hash's key length.
const SEED_SHA1 = Buffer.from('12345678901234567890');
const SEED_SHA256 = Buffer.from('12345678901234567890123456789012');
const SEED_SHA512 = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234');

const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s gives the RFC’s codes', (seconds, sha1, sha256, sha512) => {
    const step = totpStep(seconds * 1000);
    expect(hotp(SEED_SHA1, step, 8, 'sha1')).toBe(sha1);
    expect(hotp(SEED_SHA256, step, 8, 'sha256')).toBe(sha256);
    expect(hotp(SEED_SHA512, step, 8, 'sha512')).toBe(sha512);
  });

  it('reads and writes base32 secrets (RFC 4648 test vectors)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
  });

  it('accepts one step of clock drift either side, and no more', () => {
    const secret = base32Encode(SEED_SHA1);
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchingStep(secret, appCode(secret, 0, now), now)).toBe(step);
    expect(matchingStep(secret, appCode(secret, -1, now), now)).toBe(step - 1);
    expect(matchingStep(secret, appCode(secret, 1, now), now)).toBe(step + 1);
    const far = appCode(secret, 2, now);
    const near = [-1, 0, 1].map((offset) => appCode(secret, offset, now));
    if (!near.includes(far)) expect(matchingStep(secret, far, now)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
  });

  it('writes the standard otpauth:// URI with the issuer and the username as label', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'Stilgar')).toBe(
      'otpauth://totp/Arrakis%20Planner%3AStilgar?secret=JBSWY3DPEHPK3PXP&issuer=Arrakis+Planner&algorithm=SHA1&digits=6&period=30',
    );
  });
});
