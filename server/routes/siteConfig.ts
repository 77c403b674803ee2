import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { siteConfigSchema } from '../../src/api/contract/siteConfig';
import type { ApiDeps } from './deps';

/** Browsers and proxies may keep the answer this long: it changes only with a restart. */
const SITE_CONFIG_MAX_AGE_SECONDS = 300;

/**
 * `GET /api/site-config`: the optional analytics and ads scripts, so the client loads them once
 * consent allows and the privacy page names what is in use.
 */
export const siteConfigRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { thirdPartyScripts },
  done,
) => {
  app.get(
    '/site-config',
    {
      schema: {
        summary: 'The third-party scripts this site is configured with (null: none)',
        response: { 200: siteConfigSchema },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', `public, max-age=${SITE_CONFIG_MAX_AGE_SECONDS}`);
      return Promise.resolve(thirdPartyScripts);
    },
  );
  done();
};
