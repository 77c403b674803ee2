import { MESSAGES } from '../../api/contract/authTexts';
import { answeredInJson, ApiRequestError, serverMessage } from '../../api/requestJson';

/**
 * What a form says when a call fails: the server's own `message` when its answer carried one
 * (spec §8 "Server message preferred where the body is read"), else the page's fallback text
 * from the spec, or `unanswered` (the spec's 'Failed to login'...) when given and no answer could
 * be read at all (a network failure, a proxy's page). A bot-check that is not ready rejects with
 * its own text ('reCAPTCHA not initialized'), which is shown as it is.
 */
export function failureText(error: unknown, fallback: string, unanswered?: string): string {
  if (error instanceof ApiRequestError) {
    const told = error.status >= 400 ? serverMessage(error.body) : null;
    if (told !== null) return told;
    return unanswered !== undefined && !answeredInJson(error) ? unanswered : fallback;
  }
  if (error instanceof Error && error.message === MESSAGES.botCheckNotReady) return error.message;
  return fallback;
}
