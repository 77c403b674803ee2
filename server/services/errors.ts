/**
 * Refusals a service throws when the caller can act on them: the message is the player's to
 * read, and the error handler gives each kind its status. No HTTP here.
 */
export abstract class Refusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request cannot be done as sent: a wrong code, a weak password, an expired link. */
export class InvalidRequestError extends Refusal {}

/** The caller has not shown who they are: a failed login, a session that ended meanwhile. */
export class NotAuthenticatedError extends Refusal {}

/** The caller may not do this: another account's password, deletion or email. */
export class NotPermittedError extends Refusal {}

/** It clashes with what is stored: a taken or look-alike username, an address in use. */
export class ConflictError extends Refusal {}

/** Something the answer needs cannot be reached now; `retryAfterSeconds` says when to come back. */
export class UnavailableError extends Refusal {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Too many attempts: the message and the client are told the seconds until the window ends. */
export class TooManyRequestsError extends Refusal {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`${message} (Try again in ${formatWait(retryAfterSeconds)}.)`);
  }
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
