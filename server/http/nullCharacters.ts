import type { FastifyInstance } from 'fastify';
import { badRequest } from './httpError';

/**
 * Refuses the null character (U+0000) anywhere in a request's path, query string or JSON body
 * with a 400, before any route runs. PostgreSQL's text cannot store it (error 22021): without
 * this guard every field that reaches a query — a username in a URL, a report's detail, a
 * build's title — answered 500 on PostgreSQL and nothing on SQLite (found by the fuzz suite). No
 * player types it, so one answer for all of them is enough.
 */

export const NULL_CHARACTER_MESSAGE =
  'The request contains a null character (U+0000), which this site does not accept.';

/** Whether a parsed JSON value holds U+0000 in any string or key. Iterative: no deep recursion. */
function hasNullCharacter(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(element);
      }
    }
  }
  return false;
}

/** Registers the guard for every route: the URL when a request arrives, the body once parsed. */
export function registerNullCharacterGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // The raw URL: `%00` is how U+0000 arrives in a path or a query string.
    done(request.url.includes('%00') ? badRequest(NULL_CHARACTER_MESSAGE) : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(hasNullCharacter(request.body) ? badRequest(NULL_CHARACTER_MESSAGE) : undefined);
  });
}
