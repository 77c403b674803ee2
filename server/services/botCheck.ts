import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isIP } from 'node:net';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import { z } from 'zod';
import { MESSAGES } from '../../src/api/contract/authTexts';
import type { BotCheckRepository } from '../repositories/botCheckRepository';
import { InvalidRequestError, UnavailableError } from './errors';
import { isoTime, MINUTE_MS, sha256Hex } from './secrets';
import type { BotCheckAction, BotCheckConfig } from '../../src/api/contract/botCheck';

/**
 * The account forms' bot-check: ALTCHA's self-hosted proof of work, each token spent once in the
 * database so a replay fails in every process, or Google's reCAPTCHA v3 when its keys are set.
 */

/** How long a challenge may be solved and used. */
export const CHALLENGE_LIFETIME_MS = 10 * MINUTE_MS;
export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export type BotCheckOptions =
  | {
      provider: 'altcha';
      /** From ALTCHA_HMAC_KEY, or null: generated once into `<dataDir>/altcha-hmac.key`. */
      hmacKey: string | null;
      dataDir: string;
      /** Most SHA-256 hashes a challenge needs: brief for a phone, a toll on every scripted post. */
      cost: number;
    }
  | {
      provider: 'recaptcha';
      siteKey: string;
      secret: string;
      minScore: number;
      /** Google's siteverify; tests point it at a local stand-in. */
      verifyUrl: string;
    };

/** Hands out challenges and checks tokens. */
export interface BotCheck {
  /** What `GET /api/bot-check` answers. */
  readonly clientConfig: BotCheckConfig;
  /** A signed ALTCHA challenge for `action`; null when the provider is reCAPTCHA. */
  challenge(action: BotCheckAction): Promise<Challenge | null>;
  /**
   * Throws 400 `MESSAGES.botCheckFailed` unless the token is valid, fresh and for `action`;
   * 400 'reCAPTCHA not initialized' (`MESSAGES.botCheckNotReady`) for an empty one.
   */
  verify(token: string, action: BotCheckAction, remoteIp?: string): Promise<void>;
}

const failed = () => new InvalidRequestError(MESSAGES.botCheckFailed);

/** Reads the ALTCHA key file, or creates it (0600) on first start; safe if two processes race. */
export function loadOrCreateHmacKey(dataDir: string): string {
  const path = join(dataDir, 'altcha-hmac.key');
  mkdirSync(dataDir, { recursive: true });
  // Written aside, then linked into place: a racing process never reads a half-written file.
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(aside, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
  const key = readFileSync(path, 'utf8').trim();
  if (key.length < 32)
    throw new Error(`The ALTCHA key file ${path} is too short; delete it to make a new one.`);
  return key;
}

/** An ALTCHA token: base64 of JSON {challenge, solution}. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

/** The challenge and solution of an ALTCHA token, or null when it is not one. */
export function decodePayload(token: string): z.infer<typeof payloadSchema> | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function altchaBotCheck(
  options: Extract<BotCheckOptions, { provider: 'altcha' }>,
  spent: BotCheckRepository,
): BotCheck {
  const key = options.hmacKey ?? loadOrCreateHmacKey(options.dataDir);
  // Two secrets from the one key: one signs challenges, the other the expected derived keys.
  const derive = (label: string) => createHmac('sha256', key).update(label).digest('hex');
  const hmacSignatureSecret = derive('altcha challenge signature');
  const hmacKeySignatureSecret = derive('altcha derived key signature');

  return {
    clientConfig: { provider: 'altcha', challengeUrl: '/api/bot-check/challenge' },
    challenge: (action) =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.ceil(options.cost / 2), options.cost + 1),
        deriveKey,
        data: { action },
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(token, action) {
      const payload = decodePayload(token);
      if (!payload) throw failed();
      const { challenge, solution } = payload;
      if (challenge.parameters.data?.action !== action) throw failed();
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) throw failed();
      const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000;
      // The signature identifies the challenge: each challenge passes once.
      if (!(await spent.spend(sha256Hex(challenge.signature), new Date(expiresAt).toISOString()))) {
        throw failed();
      }
    },
  };
}

const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
});

function recaptchaBotCheck(
  options: Extract<BotCheckOptions, { provider: 'recaptcha' }>,
  spent: BotCheckRepository,
): BotCheck {
  return {
    clientConfig: { provider: 'recaptcha', siteKey: options.siteKey },
    challenge: () => Promise.resolve(null),
    async verify(token, action, remoteIp) {
      const form = new URLSearchParams({ secret: options.secret, response: token });
      // Callers pass their client key, an IPv6 /64 for IPv6: only a plain address is sent.
      if (remoteIp && isIP(remoteIp)) form.set('remoteip', remoteIp);
      let answer: z.infer<typeof siteverifySchema>;
      try {
        const response = await fetch(options.verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(5000),
        });
        answer = siteverifySchema.parse(await response.json());
      } catch {
        throw new UnavailableError('The bot check could not be reached. Please try again later.');
      }
      if (!answer.success || answer.action !== action || (answer.score ?? 0) < options.minScore) {
        throw failed();
      }
      // Google refuses a reused token too; this also holds if it ever did not.
      if (!(await spent.spend(sha256Hex(token), isoTime(CHALLENGE_LIFETIME_MS)))) throw failed();
    },
  };
}

/**
 * The configured bot-check. An empty token is a form whose bot-check was not ready, answered in
 * the spec's words (§5) whichever route asked, before any provider is troubled with it.
 */
export function createBotCheck(options: BotCheckOptions, spent: BotCheckRepository): BotCheck {
  const check =
    options.provider === 'altcha'
      ? altchaBotCheck(options, spent)
      : recaptchaBotCheck(options, spent);
  return {
    clientConfig: check.clientConfig,
    challenge: (action) => check.challenge(action),
    verify: (token, action, remoteIp) =>
      token === ''
        ? Promise.reject(new InvalidRequestError(MESSAGES.botCheckNotReady))
        : check.verify(token, action, remoteIp),
  };
}
