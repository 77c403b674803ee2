import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createPageHtml, isKnownPage, type ServedWithPages, withHeadTags } from './pageHtml';
import { registerPageRateLimit, type PageRateLimitOptions } from './pageRateLimit';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Unhashed files (images, icons): short enough that an update shows up soon. */
const SHORT_CACHE = 'public, max-age=300';

/**
 * Cache policy by path inside the client folder. Vite's `assets/` (and Storybook's) carry a
 * content hash in their names, so they never change: cache them for a year. HTML must always
 * be revalidated, or a browser would keep pointing at hashed files of an older build.
 * Storybook's unhashed runtime files are revalidated too, so a rebuild never mixes versions.
 */
function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/') || relativePath.startsWith('storybook/assets/')) {
    return IMMUTABLE;
  }
  if (relativePath.endsWith('.html') || relativePath.startsWith('storybook/')) return REVALIDATE;
  return SHORT_CACHE;
}

/**
 * Sends the client's index.html for a client-side route, with the route's modules announced for
 * preloading, and `headTags` (escaped HTML, e.g. a build's link preview) in place of the site's
 * own preview tags when given. A path no page has answers 404 with the 404 page; `status` 404
 * sends a page for something that is not there (an unknown build).
 */
export type SpaFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
  headTags?: string,
  status?: 200 | 404,
) => Promise<FastifyReply>;

/** The encoding to send a page in: brotli, then gzip, whichever the browser accepts. */
function pageEncoding(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * Serves the built client from `clientDir`. Returns the SPA fallback, or null when there is no
 * built client (the server then serves the API only, which is what `npm run dev:server` wants).
 * `served` is what the pages carry besides themselves: the data they are rendered with, the
 * site's config and the bot-check's (see createPageHtml). Every page answer counts against
 * `pageRateLimit` (static files do not).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  clientDir: string,
  gameVersion: string,
  served: ServedWithPages = {},
  pageRateLimit?: PageRateLimitOptions,
): Promise<SpaFallback | null> {
  if (!existsSync(clientDir)) {
    app.log.warn(
      `No built client in ${clientDir}: serving the API only (run "npm run build" for the site).`,
    );
    return null;
  }

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: true,
    // Our own Cache-Control per file (setHeaders) instead of one max-age for everything.
    cacheControl: false,
    dotfiles: 'ignore',
    // The build writes .br/.gz siblings (scripts/precompress.mjs): send those when the
    // browser accepts them, with no compression work per request.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const path = relative(clientDir, filePath).split(sep).join('/');
      reply.header('cache-control', cacheControlFor(path));
    },
  });

  // Storybook's pages use relative URLs (./sb-manager/...), which only resolve under the
  // trailing slash: /storybook itself must redirect rather than serve the page.
  app.get('/storybook', (request, reply) => {
    const query = request.url.slice('/storybook'.length);
    return reply.redirect(`/storybook/${query}`, 308);
  });

  if (!existsSync(join(clientDir, 'index.html'))) {
    app.log.warn(
      `No index.html in ${clientDir}: client-side routes will answer 404 (run "npm run build").`,
    );
    return null;
  }
  const pageHtml = createPageHtml(
    clientDir,
    gameVersion,
    (error, url) => {
      // The page still loads: the browser renders it, as without a server entry.
      app.log.error({ err: error, url }, 'server rendering failed');
    },
    served,
  );
  const limitPage = pageRateLimit ? await registerPageRateLimit(app, pageRateLimit) : null;
  const sendPage: SpaFallback = async (request, reply, headTags, status) => {
    if (limitPage && (await limitPage(request, reply))) return reply;
    const shell = await pageHtml(request.url);
    const page = shell && headTags ? withHeadTags(shell, headTags) : shell;
    // index.html vanished (a rebuild in progress): the caller answers 404.
    if (!page) {
      reply.callNotFound();
      return reply;
    }
    const code = status ?? (isKnownPage(request.url.split('?')[0] ?? '/') ? 200 : 404);
    reply
      .code(code)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-encoding')
      .header('etag', page.etag);
    if (code === 200 && request.headers['if-none-match'] === page.etag) {
      return reply.code(304).send();
    }
    const encoding = pageEncoding(request);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  };
  // `/` is a page like the others (static hosting would send index.html without its hints).
  app.get('/', sendPage);
  return sendPage;
}
