/**
 * The SWR key of the current user (`GET /api/auth/me`), kept apart from the call so the session
 * provider in the entry bundle can name it without pulling in the call's zod schemas.
 */
export const ME_KEY = '/api/auth/me';
