import { solveChallengeWorkers } from 'altcha/lib';
import Argon2idWorker from 'altcha/workers/argon2id?worker';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ScryptWorker from 'altcha/workers/scrypt?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import type { AltchaChallenge } from './altchaChallenge';
import type { AltchaSolution } from './altchaToken';

/**
 * Solves ALTCHA proof-of-work challenges in Web Workers, so typing and scrolling never wait for
 * the hashing. This module is only ever imported lazily (by the bot-check provider, once a page
 * needs a token): altcha's code and its workers stay out of the entry bundle.
 *
 * The workers are separate files of our own origin (Vite's `?worker`), which the site's CSP
 * allows (`worker-src 'self' blob:`). SHA and PBKDF2 use WebCrypto only; Argon2id and scrypt
 * compile WebAssembly, which the CSP would have to allow with 'wasm-unsafe-eval'.
 */

/** The worker that derives keys for a challenge's algorithm (names as altcha-lib writes them). */
function workerFor(algorithm: string): Worker {
  const name = algorithm.toUpperCase();
  if (name.startsWith('SHA-')) return new ShaWorker();
  if (name.startsWith('PBKDF2/')) return new Pbkdf2Worker();
  if (name === 'SCRYPT') return new ScryptWorker();
  if (name === 'ARGON2ID') return new Argon2idWorker();
  throw new Error(`Unsupported bot-check algorithm: ${algorithm}`);
}

/** How many workers hash at once: most phones have 4+ cores; leave one for the page. */
function workerCount(): number {
  const cores = typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(4, cores - 1));
}

/** Finds the counter whose derived key starts with the challenge's prefix; null on timeout. */
export async function solveAltchaChallenge(
  challenge: AltchaChallenge,
  { timeoutMs = 60_000, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<AltchaSolution | null> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => {
    controller.abort();
  });
  return solveChallengeWorkers({
    challenge,
    concurrency: workerCount(),
    controller,
    timeout: timeoutMs,
    createWorker: workerFor,
  });
}
