import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../http/clientKey';
import { rateLimitStore } from '../http/rateLimitStore';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { RequestCounters } from '../counters/requestCounters';
import type { BuildPreviews } from './buildPreviews';

/**
 * `GET /api/previews/{page}/{key}.png`, the image a build's link preview names (the pages'
 * Open Graph tags: previewHeads.ts). The image URL carries the content hash (`?v=`): a changed build gets a new
 * URL, which chat apps fetch anew, while the same URL is cached for good.
 */

export interface PreviewRouteOptions {
  previews: BuildPreviews;
  /** Images one client (an IPv6 /64 counts as one) may ask for per minute; 0 for no limit. */
  rateLimitPerMinute: number;
  /** Where the limit counts, shared by every process (openRequestCounters.ts). */
  rateLimitCounters: RequestCounters;
}

/** An image asked for without its current hash (an old link): short, so a change shows soon. */
export const PREVIEW_CACHE = 'public, max-age=300';
/** An image asked for by its current hash never changes. */
export const VERSIONED_PREVIEW_CACHE = 'public, max-age=31536000, immutable';

const PNG_SUFFIX = '.png';

const pageParamSchema = z
  .enum(['viewer', 'link'])
  .meta({ description: 'Where the build is opened: the build viewer or a planner link.' });

export const previewRoutes: FastifyPluginAsyncZod<PreviewRouteOptions> = async (
  app,
  { previews, rateLimitPerMinute, rateLimitCounters },
) => {
  if (rateLimitPerMinute > 0) {
    // Drawing an image costs real work (this plugin is its own scope). Only the image route:
    // the pages below are the site's pages, limited no more than others.
    await app.register(rateLimit, {
      global: false,
      max: rateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: clientKey,
      store: rateLimitStore(rateLimitCounters, 'previews'),
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many requests: the limit is ${context.max} per minute. Try again in ${context.after}.`,
        ),
    });
  }

  app.get(
    '/api/previews/:page/:image',
    {
      ...(rateLimitPerMinute > 0 ? { config: { rateLimit: { max: rateLimitPerMinute } } } : {}),
      schema: {
        summary: "A build's link preview image (PNG, 1200×630), named by its page and key",
        params: z.object({
          page: pageParamSchema,
          image: z
            .string()
            .regex(/^[A-Za-z0-9-]{1,64}\.png$/, 'The image is the build key followed by .png.')
            .meta({ description: "The build viewer's id or url, or the link id, then .png." }),
        }),
        querystring: z.object({
          v: z.string().max(64).optional().meta({ description: 'The content hash, if known.' }),
        }),
        response: {
          200: z.any().meta({ description: 'The image, as image/png.' }),
          304: z.null().meta({ description: 'Not modified: the ETag still names the image.' }),
          ...errorResponses(400, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { page, image } = request.params;
      const found = await previews.find(page, image.slice(0, -PNG_SUFFIX.length));
      if (!found) throw notFound('No build preview here.');
      const etag = `"${found.hash}"`;
      const cache = request.query.v === found.hash ? VERSIONED_PREVIEW_CACHE : PREVIEW_CACHE;
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).header('etag', etag).header('cache-control', cache).send(null);
      }
      const answer = await previews.image(found);
      if (!answer.ok) {
        reply.header('retry-after', String(answer.retryAfterSeconds));
        reply.header('cache-control', 'no-store');
        throw new HttpError(
          503,
          `Too many preview images are being drawn. Try again in ${answer.retryAfterSeconds} seconds.`,
        );
      }
      return reply
        .header('content-type', 'image/png')
        .header('etag', etag)
        .header('cache-control', cache)
        .send(answer.png);
    },
  );
};
