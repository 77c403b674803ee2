import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import { LOGIN_KEY_NAME } from '../keys/rowNames';
import type { BotCheckRepository } from '../repositories/botCheckRepository';
import type { ServerSecretRepository } from '../repositories/serverSecretRepository';
import { CHALLENGE_LIFETIME_MS, decodePayload } from './botCheck';
import { sha256Hex } from './secrets';

/**
 * What keeps an owner able to log in while someone guesses at their account (OWASP "device
 * cookies"). A browser that logged in before carries a device cookie: the username, a random
 * nonce and an HMAC signature, so it cannot be forged or moved to another account. Such a
 * browser is exempt from the account-wide ceiling and has its own failure counter instead.
 * An unknown browser past the ceiling must first solve a harder proof of work: STEP_UP_FACTOR
 * times the bot-check's, whatever the bot-check provider, so each further guess costs more
 * while the owner still gets in in a few seconds.
 *
 * The key is one row of the database, so every server process signs and checks alike.
 */

/** A year: a browser stays known between visits of a casual player. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** How many times the ordinary bot-check's work the harder login check asks for. */
const STEP_UP_FACTOR = 20;

/** Marks a challenge as the harder login check (signed with the challenge). */
export const STEP_UP_PURPOSE = 'login-step-up';

/** Device cookies and the harder login check. */
export interface LoginTrust {
  /** The device of a cookie value issued for this account, or null (absent, forged, other account). */
  deviceOf(cookie: string | undefined, usernameKey: string): Promise<string | null>;
  /** A new device cookie value for the account (a fresh device on every login). */
  issueDevice(usernameKey: string): Promise<string>;
  /** A signed challenge STEP_UP_FACTOR times costlier than the bot-check's. */
  stepUpChallenge(): Promise<Challenge>;
  /** Whether the token solves a harder login challenge, in time and for the first time. */
  passesStepUp(token: string): Promise<boolean>;
}

/** The device cookie's name: `__Host-` and Secure over https, like the session cookie. */
export function deviceCookieName(https: boolean): string {
  return https ? '__Host-arrakis_device' : 'arrakis_device';
}

export interface LoginTrustOptions {
  secrets: ServerSecretRepository;
  spent: BotCheckRepository;
  /** The ordinary bot-check's cost (BOT_CHECK_COST). */
  botCheckCost: number;
}

/** Login trust over the database's key. */
export function createLoginTrust({ secrets, spent, botCheckCost }: LoginTrustOptions): LoginTrust {
  let keys: Promise<{ device: string; signature: string; keySignature: string }> | undefined;
  const loadKeys = () => {
    keys ??= secrets.readOrCreate(LOGIN_KEY_NAME, randomBytes(32).toString('hex')).then(
      (key) => {
        const derive = (label: string) => createHmac('sha256', key).update(label).digest('hex');
        return {
          device: derive('device cookie'),
          signature: derive('login step-up challenge signature'),
          keySignature: derive('login step-up derived key signature'),
        };
      },
      (error: unknown) => {
        keys = undefined;
        throw error;
      },
    );
    return keys;
  };
  const sign = async (payload: string) =>
    createHmac('sha256', (await loadKeys()).device)
      .update(payload)
      .digest('hex');
  const cost = botCheckCost * STEP_UP_FACTOR;
  const leastWork = Math.ceil(cost / 2);

  return {
    async deviceOf(cookie, usernameKey) {
      const [account, nonce, signature] = (cookie ?? '').split('.');
      if (account === undefined || nonce === undefined || signature === undefined) return null;
      if (Buffer.from(account, 'base64url').toString('utf8') !== usernameKey) return null;
      const expected = Buffer.from(await sign(`${account}.${nonce}`), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return nonce;
    },
    async issueDevice(usernameKey) {
      const payload = `${Buffer.from(usernameKey).toString('base64url')}.${randomBytes(16).toString('hex')}`;
      return `${payload}.${await sign(payload)}`;
    },
    async stepUpChallenge() {
      const { signature, keySignature } = await loadKeys();
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(leastWork, cost + 1),
        deriveKey,
        data: { action: 'login', purpose: STEP_UP_PURPOSE },
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
    },
    async passesStepUp(token) {
      const payload = decodePayload(token);
      if (!payload || payload.challenge.parameters.data?.purpose !== STEP_UP_PURPOSE) return false;
      const { signature, keySignature } = await loadKeys();
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      }).catch(() => null);
      // The signed key is the one at the secret counter, so the counter shows the work done.
      if (!result?.verified || payload.solution.counter < leastWork) return false;
      const expiresAt = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
      return spent.spend(sha256Hex(payload.challenge.signature), new Date(expiresAt).toISOString());
    },
  };
}
