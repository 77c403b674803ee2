import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane). The library's
 * default algorithm is argon2id; its `Algorithm` const enum is not imported because
 * `verbatimModuleSyntax` cannot inline it.
 */

export interface PasswordHashParams {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Production parameters (OWASP Password Storage Cheat Sheet, argon2id option 2). */
export const PRODUCTION_PASSWORD_HASH: PasswordHashParams = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes and checks passwords with one set of parameters. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed stored hash. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification for an account that does not exist (or cannot log
   * in), so a login's duration does not reveal whether the username exists.
   */
  verifyNothing(password: string): Promise<void>;
}

/** A hasher with `params` (tests pass cheap ones through the app's options, never production). */
export function createPasswordHasher(
  params: PasswordHashParams = PRODUCTION_PASSWORD_HASH,
): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  const options = { ...params, outputLen: 32 };
  const check = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password, options);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: check,
    async verifyNothing(password) {
      dummyHash ??= hash('not a password anyone can log in with', options);
      await check(await dummyHash, password);
    },
  };
}
