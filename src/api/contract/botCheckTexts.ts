/*
 * The bot-check's texts, apart from its schemas (./botCheck.ts): the engine that makes tokens
 * shows them, and loads zod only when an answer has to be checked.
 */

/** The spec's text (§5, §8) for a token asked for too early, or sent empty. */
export const BOT_CHECK_NOT_READY = 'reCAPTCHA not initialized';

/** Ours: a token the server refuses, or a challenge the browser could not solve. */
export const BOT_CHECK_FAILED = 'The bot check failed. Please try again.';
