import {
  ConflictError,
  InvalidRequestError,
  NotAuthenticatedError,
  NotPermittedError,
  Refusal,
  TooManyRequestsError,
  UnavailableError,
} from '../services/errors';

/** The status each kind of service refusal is answered with. */
const REFUSAL_STATUSES: readonly (readonly [abstract new (...args: never[]) => Refusal, number])[] =
  [
    [InvalidRequestError, 400],
    [NotAuthenticatedError, 401],
    [NotPermittedError, 403],
    [ConflictError, 409],
    [TooManyRequestsError, 429],
    [UnavailableError, 503],
  ];

/** A refusal's status and the seconds to send as `Retry-After`, if it says when to come back. */
export function refusalAnswer(
  error: unknown,
): { statusCode: number; retryAfterSeconds: number | undefined } | undefined {
  if (!(error instanceof Refusal)) return undefined;
  const entry = REFUSAL_STATUSES.find(([kind]) => error instanceof kind);
  if (!entry) return undefined;
  const retryAfterSeconds =
    error instanceof TooManyRequestsError || error instanceof UnavailableError
      ? error.retryAfterSeconds
      : undefined;
  return { statusCode: entry[1], retryAfterSeconds };
}
