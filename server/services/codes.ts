import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '../../src/api/contract/accountRules';
import type { CodePurpose } from '../repositories/accountTables';
import type {
  CodeOwner,
  VerificationCodeRepository,
} from '../repositories/verificationCodeRepository';
import { isoTime, MINUTE_MS, sha256Hex } from './secrets';

/**
 * Verification codes: 6 digits from the CSPRNG, valid 10 minutes, used once, at most 5 tries.
 * Only a SHA-256 over the code's id, owner, purpose and the digits is stored: the same digits
 * for another account or purpose never match, and a database copy shows no code.
 */

const CODE_LIFETIME_MS = 10 * MINUTE_MS;
/** Tries per code; the next one answers "too many" and the code is dead. */
const MAX_CODE_ATTEMPTS = 5;

/** What checking a code found. */
export type CodeCheck =
  | { ok: true; purpose: CodePurpose; payload: string | null }
  | { ok: false; reason: 'invalid' | 'too-many' };

/** Issues and checks codes bound to an owner and a purpose. */
export interface CodeService {
  /** A new code for the owner and purpose (older ones of that binding stop working). */
  issue(owner: CodeOwner, purpose: CodePurpose, payload?: string): Promise<string>;
  /** Checks a typed code against the owner's live code of one of `purposes`; uses it if right. */
  check(owner: CodeOwner, purposes: readonly CodePurpose[], code: string): Promise<CodeCheck>;
}

function ownerText(owner: CodeOwner): string {
  return 'userId' in owner ? `user:${owner.userId}` : `signup:${owner.pendingSignupId}`;
}

function codeHash(id: string, owner: CodeOwner, purpose: CodePurpose, code: string): string {
  return sha256Hex(`${id}|${ownerText(owner)}|${purpose}|${code}`);
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The code service over the codes table. */
export function createCodeService(repository: VerificationCodeRepository): CodeService {
  return {
    async issue(owner, purpose, payload) {
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const id = randomUUID();
      await repository.replace({
        id,
        purpose,
        user_id: 'userId' in owner ? owner.userId : null,
        pending_signup_id: 'pendingSignupId' in owner ? owner.pendingSignupId : null,
        code_hash: codeHash(id, owner, purpose, code),
        attempts: 0,
        created_at: isoTime(),
        expires_at: isoTime(CODE_LIFETIME_MS),
        consumed_at: null,
        payload: payload ?? null,
      });
      return code;
    },
    async check(owner, purposes, code) {
      const now = isoTime();
      const row = await repository.findLive(owner, purposes, now);
      if (!row) return { ok: false, reason: 'invalid' };
      // Counted before comparing, atomically: parallel guesses cannot exceed the limit.
      const attempts = await repository.countAttempt(row.id);
      if (attempts > MAX_CODE_ATTEMPTS) {
        await repository.consume(row.id, now);
        return { ok: false, reason: 'too-many' };
      }
      const expected = codeHash(row.id, owner, row.purpose, code);
      if (!sameHex(expected, row.code_hash)) return { ok: false, reason: 'invalid' };
      if (!(await repository.consume(row.id, now))) return { ok: false, reason: 'invalid' };
      return { ok: true, purpose: row.purpose, payload: row.payload };
    },
  };
}
