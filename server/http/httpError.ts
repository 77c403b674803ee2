import { STATUS_CODES } from 'node:http';
import type { ApiError } from '../../src/api/contract';

/** An error whose message is meant for the API client; anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

/** The body of every error answer: `{statusCode, error, message}`. */
export function apiErrorBody(statusCode: number, message: string): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
