import { z } from 'zod';
import { apiErrorSchema, validationErrorSchema } from '../../src/api/contract';

/**
 * The error answers a route declares besides its success answers, for the OpenAPI document.
 * The error handler sends every error body as plain JSON (errorHandlers.ts), so these never
 * turn an error into a 500; they describe, and check the errors a handler sends itself.
 */

/** A 400: either a request that failed its schema (with `problems`) or another refusal. */
export const badRequestSchema = z.union([validationErrorSchema, apiErrorSchema]);

/** Error answers by status code; pick the ones a route can give. */
export const errorAnswers = {
  400: badRequestSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
} as const;

type ErrorStatus = keyof typeof errorAnswers;

/** `errorResponses(400, 404)` → `{400: …, 404: …}`, for a route's `schema.response`. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Pick<typeof errorAnswers, S> {
  return Object.fromEntries(statuses.map((s) => [s, errorAnswers[s]])) as Pick<
    typeof errorAnswers,
    S
  >;
}
