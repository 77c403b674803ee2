import { MESSAGES } from '../../api/contract/authTexts';
import { ApiRequestError, serverMessage } from '../../api/requestJson';

/**
 * What a form says when a call fails: the server's own `message` when its answer carried one
 * (spec §8 "Server message preferred where the body is read"), else the page's fallback text
 * from the spec. A bot-check that is not ready rejects with its own text ('reCAPTCHA not
 * initialized'), which is shown as it is.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    return error.status >= 400 ? (serverMessage(error.body) ?? fallback) : fallback;
  }
  if (error instanceof Error && error.message === MESSAGES.botCheckNotReady) return error.message;
  return fallback;
}
