import type { preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { HttpError } from '../http/httpError';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

/**
 * preHandler of every moderators' desk route: 401 for a visitor, 403 for a player without the admin
 * role, checked before the handler runs (deny by default). The role is read from the account row
 * the session plugin loaded for this request, so a revoked role stops working on the next request,
 * not at the next login.
 */
export const requireAdmin: preHandlerAsyncHookHandler = (request) => {
  if (request.user === null || request.session === null) {
    return Promise.reject(new HttpError(401, MESSAGES.notLoggedIn));
  }
  if (request.user.role !== 'admin') {
    return Promise.reject(new HttpError(403, ADMIN_TEXTS.notAdmin));
  }
  return Promise.resolve();
};
