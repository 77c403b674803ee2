import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountServices } from '../services/accounts';
import { sessionPlugin } from '../auth/sessionPlugin';
import { clientKey } from '../http/clientKey';
import { rateLimitStore } from '../http/rateLimitStore';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { RequestCounters } from '../counters/requestCounters';
import type { BuildPreviews } from './buildPreviews';
import type { ComparePreviews } from './comparePreviews';
import type { ImageOutcome } from './previewImages';

/**
 * `GET /api/previews/{page}/{key}.png`, the image a build's link preview names (the pages'
 * Open Graph tags: previewHeads.ts), and `GET /api/thumbnails/{url}.png`, a build card's trees
 * (a Private or Restricted build's for its owner only, kept by no shared cache).
 * The image URL carries the content hash (`?v=`): a changed build gets a new URL, which browsers
 * and chat apps fetch anew, while the same URL is cached for good.
 */

export interface PreviewRouteOptions {
  previews: BuildPreviews;
  /** Images one client (an IPv6 /64 counts as one) may ask for per minute; 0 for no limit. */
  rateLimitPerMinute: number;
  /** Card thumbnails one client may ask for per minute (a scrolled list asks a dozen a page). */
  thumbnailRateLimitPerMinute: number;
  /** Where the limit counts, shared by every process (openRequestCounters.ts). */
  rateLimitCounters: RequestCounters;
  /** Who is asking: a Private build's thumbnail is its owner's (My Builds cards). */
  accounts: AccountServices;
  /** The compare pages' previews (a visitor's comparison of two builds). */
  compares?: ComparePreviews;
}

/** An image asked for without its current hash (an old link): short, so a change shows soon. */
export const PREVIEW_CACHE = 'public, max-age=300';
/** An image asked for by its current hash never changes. */
export const VERSIONED_PREVIEW_CACHE = 'public, max-age=31536000, immutable';
/** A thumbnail only its owner may see: kept by the owner's browser alone, and asked again. */
export const OWNER_THUMBNAIL_CACHE = 'private, no-cache';

const PNG_SUFFIX = '.png';

const imageResponses = {
  200: z.any().meta({ description: 'The image, as image/png.' }),
  304: z.null().meta({ description: 'Not modified: the ETag still names the image.' }),
  ...errorResponses(400, 404, 429, 503),
};

const pageParamSchema = z
  .enum(['viewer', 'link'])
  .meta({ description: 'Where the build is opened: the build viewer or a planner link.' });

export const previewRoutes: FastifyPluginAsyncZod<PreviewRouteOptions> = async (
  app,
  {
    previews,
    rateLimitPerMinute,
    thumbnailRateLimitPerMinute,
    rateLimitCounters,
    accounts,
    compares,
  },
) => {
  // Session cookie → request.user, in this scope only (the images are served outside /api's).
  await app.register(sessionPlugin, { accounts });
  if (rateLimitPerMinute > 0 || thumbnailRateLimitPerMinute > 0) {
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

  // Each route counts apart (the store scopes a route's counts by its URL).
  const limitedTo = (max: number) => (max > 0 ? { config: { rateLimit: { max } } } : {});

  /** Answers a found image: 304 by its ETag, else the PNG, cached for good under its hash. */
  async function sendImage(
    request: FastifyRequest<{ Querystring: { v?: string | undefined } }>,
    reply: FastifyReply,
    hash: string,
    image: () => Promise<ImageOutcome>,
    ownerOnly = false,
  ) {
    const etag = `"${hash}"`;
    const cache = ownerOnly
      ? OWNER_THUMBNAIL_CACHE
      : request.query.v === hash
        ? VERSIONED_PREVIEW_CACHE
        : PREVIEW_CACHE;
    if (request.headers['if-none-match'] === etag) {
      return reply.code(304).header('etag', etag).header('cache-control', cache).send(null);
    }
    const answer = await image();
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
  }

  app.get(
    '/api/previews/:page/:image',
    {
      ...limitedTo(rateLimitPerMinute),
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
        response: imageResponses,
      },
    },
    async (request, reply) => {
      const { page, image } = request.params;
      const found = await previews.find(page, image.slice(0, -PNG_SUFFIX.length));
      if (!found) throw notFound('No build preview here.');
      return sendImage(request, reply, found.hash, () => previews.image(found));
    },
  );

  if (compares) {
    app.get(
      '/api/previews/compare/:a/:image',
      {
        ...limitedTo(rateLimitPerMinute),
        schema: {
          summary:
            "A compare page's link preview image (PNG, 1200×630): build A against build B, as a visitor may compare them",
          params: z.object({
            a: z
              .string()
              .regex(/^[A-Za-z0-9_-]{1,1024}$/, 'Build A is a saved build id or a share code.')
              .meta({ description: "Build A: a saved build's id or url, or a share code." }),
            image: z
              .string()
              .regex(/^[A-Za-z0-9_-]{1,1024}\.png$/, 'The image is build B followed by .png.')
              .meta({
                description: "Build B (a saved build's id or url, or a share code), then .png.",
              }),
          }),
          querystring: z.object({
            v: z.string().max(64).optional().meta({ description: 'The content hash, if known.' }),
          }),
          response: imageResponses,
        },
      },
      async (request, reply) => {
        const { a, image } = request.params;
        const found = await compares.find(a, image.slice(0, -PNG_SUFFIX.length));
        if (!found || found === 'missing') throw notFound('No compare preview here.');
        return sendImage(request, reply, found.hash, () => previews.image(found));
      },
    );
  }

  app.get(
    '/api/thumbnails/:image',
    {
      ...limitedTo(thumbnailRateLimitPerMinute),
      schema: {
        summary:
          "A build's card thumbnail (PNG, its trees drawn small), named by its key: a Public build's for anyone, a Private or Restricted one's for its owner",
        params: z.object({
          image: z
            .string()
            .regex(/^[A-Za-z0-9-]{1,64}\.png$/, 'The image is the build key followed by .png.')
            .meta({ description: "The build's url (short public id) or id, then .png." }),
        }),
        querystring: z.object({
          v: z
            .string()
            .regex(/^[0-9a-f]{32}$/, 'The version is the content hash the build card names.')
            .optional()
            .meta({ description: 'The content hash, as the build card names it.' }),
        }),
        response: imageResponses,
      },
    },
    async (request, reply) => {
      const found = await previews.findThumbnail(
        request.params.image.slice(0, -PNG_SUFFIX.length),
        request.user?.id ?? null,
      );
      if (!found) throw notFound('No build thumbnail here.');
      return sendImage(
        request,
        reply,
        found.hash,
        () => previews.thumbnail(found),
        found.ownerOnly,
      );
    },
  );
};
