import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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
 * Serves the built client from `clientDir`. Resolves whether it has its index.html, which the
 * pages are made from (server/pages/registerPages.ts): without a built client the server serves
 * the API only, which is what `npm run dev:server` wants.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  clientDir: string,
): Promise<boolean> {
  if (!existsSync(clientDir)) {
    app.log.warn(
      `No built client in ${clientDir}: serving the API only (run "npm run build" for the site).`,
    );
    return false;
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
    return false;
  }
  return true;
}
