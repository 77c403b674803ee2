import type { FastifySchemaValidationError } from 'fastify';
import type { BuildProblemsError } from '../../src/api/contract';
import { apiErrorBody } from './httpError';
import { MAX_LISTED_PROBLEMS } from './validationErrors';

/**
 * The 400 answer of `POST /api/build-link` when a build cannot be shared: one sentence
 * introducing the problems, then the problems themselves, as the planner shows them.
 */
export function problemsBody(intro: string, problems: readonly string[]): BuildProblemsError {
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS);
  const more = problems.length - listed.length;
  const message = `${intro} ${listed.join(' ')}${more > 0 ? ` (and ${more} more)` : ''}`;
  return { ...apiErrorBody(400, message), problems: listed };
}

/**
 * A failed body schema's issues as sentences naming the field, e.g.
 * "data.customSkillPointCap: Too big: …".
 */
export function issueProblems(issues: readonly FastifySchemaValidationError[]): string[] {
  return issues.map((issue) => {
    const path = issue.instancePath.split('/').slice(1).join('.');
    const message = issue.message ?? 'Invalid value';
    const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
    return path === '' ? sentence : `${path}: ${sentence}`;
  });
}
