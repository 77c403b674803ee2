import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  digestUnsubscribedSchema,
  digestUnsubscribeSchema,
} from '../../src/api/contract/notifications';
import { NOTIFICATION_TEXTS } from '../../src/api/contract/notificationsTexts';
import { noStore } from '../auth/accountRoutes';
import { HttpError } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';

/**
 * Stopping the email digest by the key its mails carry, without a session: from the page its
 * link opens (`POST /api/notifications/unsubscribe`, JSON), and by mail programs' one click
 * (`POST /api/notifications/unsubscribe/one-click?key=…`, the form body of RFC 8058).
 */

/** The one-click body is a form: at most `List-Unsubscribe=One-Click`, read as text. */
const ONE_CLICK_BODY_LIMIT = 1024;

export const digestUnsubscribeRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { digestService: digests },
  done,
) => {
  noStore(app);
  // This scope only: no other route of the API takes a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  async function unsubscribe(key: string) {
    if (!(await digests.unsubscribe(key))) {
      throw new HttpError(400, NOTIFICATION_TEXTS.badUnsubscribeKey);
    }
    return { message: NOTIFICATION_TEXTS.unsubscribed };
  }

  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        summary: 'Stop the email digest, by the key of its link',
        body: digestUnsubscribeSchema,
        response: { 200: digestUnsubscribedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => unsubscribe(request.body.key),
  );

  app.post(
    '/notifications/unsubscribe/one-click',
    {
      config: { keyedOneClick: true },
      schema: {
        summary: 'Stop the email digest in one click from a mail program (RFC 8058)',
        querystring: digestUnsubscribeSchema,
        body: z.record(z.string(), z.string()).nullish(),
        response: { 200: digestUnsubscribedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => unsubscribe(request.query.key),
  );

  done();
};
