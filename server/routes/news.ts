import { createHash } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import type { NewsService } from '../services/news';

/**
 * `GET /news.json` (spec §6): the news feed in the spec's shape, a bare array newest first, read
 * from the database the desk edits. Beside the site's pages, not under /api, where the spec puts
 * it. Cached briefly, so an edit shows within a minute, and revalidated with an ETag of the body,
 * so an unchanged feed costs a 304.
 */

/** A minute: the longest an edit takes to reach a browser or a cache in front of the site. */
export const NEWS_CACHE = 'public, max-age=60';

/** The feed route, given the news service. */
export const newsFeedRoutes: FastifyPluginCallback<{ news: NewsService }> = (
  app,
  { news },
  done,
) => {
  app.get(
    '/news.json',
    // No response schema: the body is serialised here, once, to hash it. Its rows were checked
    // against the contract's newsItemSchema when the desk wrote them.
    { schema: { summary: 'Every news item, newest first (src/api/contract/news.ts)' } },
    async (request, reply) => {
      const body = JSON.stringify(await news.feed());
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', NEWS_CACHE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      // Already JSON: sent as it is, so the ETag is the hash of exactly these bytes.
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
  done();
};
