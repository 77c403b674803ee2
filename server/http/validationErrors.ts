import type { FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import type { ValidationError, ValidationProblem } from '../../src/api/contract';
import { apiErrorBody } from './httpError';

/**
 * Turns the zod issues of a request that failed its route's schema into the 400 answer
 * `{statusCode, error, message, problems}`. The contract words its issues for players (the
 * spec's sentences): those are passed on verbatim. Zod's own default messages ("Invalid input:
 * expected string, received undefined") name no field, so they get the field's path in front.
 */

/** Enough to fix the request; a hostile body could otherwise produce hundreds of issues. */
export const MAX_LISTED_PROBLEMS = 10;

/** The message of a request without the JSON body its route needs. */
export const BODY_REQUIRED_MESSAGE = 'The request needs a JSON body.';

/** Where in the request a schema failed, as Fastify names it: body, querystring, params, headers. */
export type ValidationContext = string;

const englishDefaults = z.locales.en().localeError;

/** What zod's English locale says for this issue, without the part that depends on the input. */
function zodDefaultMessage(issue: FastifySchemaValidationError): string | undefined {
  const raw = { ...issue.params, code: issue.keyword, path: [], input: undefined };
  // localeError accepts the raw issue zod builds; this is that shape, rebuilt from Fastify's.
  const made = englishDefaults(raw as unknown as Parameters<typeof englishDefaults>[0]);
  const text = typeof made === 'string' ? made : made?.message;
  return text === undefined ? undefined : withoutReceived(text);
}

function withoutReceived(message: string): string {
  return message.replace(/, received .*$/, '');
}

function isZodDefault(issue: FastifySchemaValidationError): boolean {
  const message = issue.message ?? '';
  return zodDefaultMessage(issue) === withoutReceived(message);
}

function isMissing(issue: FastifySchemaValidationError, orNull = false): boolean {
  const received = orNull ? /received (undefined|null)$/ : /received undefined$/;
  return issue.keyword === 'invalid_type' && received.test(issue.message ?? '');
}

/** Longest path or message sent back: "Unrecognized keys" lists every key a body sent. */
const MAX_TEXT = 300;

function bounded(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 3)}...` : text;
}

/** `/data/customSkillPointCap` → `data.customSkillPointCap`. */
function dotPath(instancePath: string): string {
  return bounded(instancePath.split('/').slice(1).join('.'));
}

/** One issue as a problem: the schema's own sentence, or zod's default made to name the field. */
function validationProblem(
  issue: FastifySchemaValidationError,
  context: ValidationContext,
): ValidationProblem {
  const path = dotPath(issue.instancePath);
  const message = bounded(issue.message ?? 'Invalid value.');
  if (!isZodDefault(issue)) return { path, message };
  // Fastify hands a route null when a request has no body at all.
  if (path === '' && context === 'body' && isMissing(issue, true)) {
    return { path, message: BODY_REQUIRED_MESSAGE };
  }
  const what = isMissing(issue) ? 'Required' : message;
  return { path, message: path === '' ? what : bounded(`${path}: ${what}`) };
}

/** The 400 answer: the first problem's message, and up to MAX_LISTED_PROBLEMS problems. */
export function validationErrorBody(
  issues: readonly FastifySchemaValidationError[],
  context: ValidationContext,
): ValidationError {
  const problems = issues
    .slice(0, MAX_LISTED_PROBLEMS)
    .map((issue) => validationProblem(issue, context));
  const message = problems[0]?.message ?? 'The request is not valid.';
  return { ...apiErrorBody(400, message), statusCode: 400, error: 'Bad Request', problems };
}
