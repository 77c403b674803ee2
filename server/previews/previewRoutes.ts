import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../http/clientKey';
import { rateLimitStore } from '../http/rateLimitStore';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { SpaFallback } from '../http/staticFiles';
import type { RequestCounters } from '../counters/requestCounters';
import type { BuildPreviews, PreviewPage } from './buildPreviews';
import { previewHeadTags } from './ogTags';
import type { FoundPreview } from './previewContent';

/**
 * Link previews over HTTP: the build viewer's and the planner's pages with a build's Open Graph
 * tags (for crawlers, which run no script), and `GET /api/previews/{page}/{key}.png`, the image
 * those tags name. The image URL carries the content hash (`?v=`): a changed build gets a new
 * URL, which chat apps fetch anew, while the same URL is cached for good.
 */

export interface PreviewRouteOptions {
  previews: BuildPreviews;
  /** Sends the site's page; null when the server has no built client (API only). */
  spa: SpaFallback | null;
  /** The origin of every absolute URL (config siteOrigin), never a request's Host header. */
  siteOrigin: string;
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

/** The image URL of a found preview, relative to the origin. */
function previewImagePath(page: PreviewPage, key: string, found: FoundPreview): string {
  return `/api/previews/${page}/${encodeURIComponent(key)}${PNG_SUFFIX}?v=${found.hash}`;
}

export const previewRoutes: FastifyPluginAsyncZod<PreviewRouteOptions> = async (
  app,
  { previews, spa, siteOrigin, rateLimitPerMinute, rateLimitCounters },
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

  if (!spa) return;
  const sendPage = spa;

  /** The link preview of `key` on `page`, if it has one (never failing the page). */
  async function previewOf(
    page: PreviewPage,
    key: string,
    request: Parameters<SpaFallback>[0],
  ): Promise<FoundPreview | undefined | 'failed'> {
    try {
      return await previews.find(page, key);
    } catch (error) {
      // The page itself never depends on the database: without its preview it still loads.
      request.log.error({ err: error }, 'link preview lookup failed');
      return 'failed';
    }
  }

  /**
   * The page with the build's tags, or the plain page. The viewer's page carries its build too,
   * read with the page's data (server/http/pageData.ts).
   */
  async function pageFor(
    page: PreviewPage,
    key: string | undefined,
    request: Parameters<SpaFallback>[0],
    reply: Parameters<SpaFallback>[1],
  ) {
    if (!key) return sendPage(request, reply);
    const found = await previewOf(page, key, request);
    // A build anyone may see has a preview: without one (a failed lookup) the page stays plain.
    if (found === 'failed') return sendPage(request, reply);
    // No build anyone may see: the viewer's page says so, with the status a crawler reads.
    if (!found) return sendPage(request, reply, undefined, page === 'viewer' ? 404 : 200);
    const pagePath =
      page === 'viewer'
        ? `/build-viewer/${encodeURIComponent(key)}`
        : `/skill-trees?link=${encodeURIComponent(key)}`;
    const tags = previewHeadTags(found.preview, {
      page: `${siteOrigin}${pagePath}`,
      image: `${siteOrigin}${previewImagePath(page, key, found)}`,
    });
    return sendPage(request, reply, tags);
  }

  // Crawlers ask with any Accept header: these pages are always HTML (the SPA fallback only
  // answers requests that accept HTML).
  app.get('/build-viewer/:buildId', { schema: { hide: true } }, (request, reply) =>
    pageFor('viewer', (request.params as { buildId: string }).buildId, request, reply),
  );
  app.get('/skill-trees', { schema: { hide: true } }, (request, reply) => {
    const { link } = request.query as { link?: unknown };
    return pageFor('link', typeof link === 'string' ? link : undefined, request, reply);
  });
};
