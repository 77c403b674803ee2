/*
 * The bot-check's texts, apart from its schemas (./botCheck.ts re-exports them): the engine that
 * makes tokens shows them, and loads zod only when an answer has to be checked.
 */

/** Ours: a token the server refuses, or a challenge the browser could not solve. */
export const BOT_CHECK_FAILED = 'The bot check failed. Please try again.';
