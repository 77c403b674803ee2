import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_ROUTES, type PageRoute } from '../../src/app/routes';
import { firstLayoutOf } from '../../src/api/contract/pageLayout';
import { createPageHtml, isKnownPage, isRenderedByDevice, withHeadTags } from './pageHtml';
import { registerPageRateLimit, type PageRateLimitOptions } from './pageRateLimit';
import type { PageAnswers } from './servedAnswers';

/** What a page's own server part adds to it: a build's link preview, the status a crawler reads. */
export interface PageHead {
  /** Escaped HTML in place of the site's own preview tags. */
  readonly tags?: string;
  /** 404: the page is sent for something that is not there (an unknown build). */
  readonly status?: 200 | 404;
}

/** The head of a table row's page for a request, when another part of the server gives one. */
export type PageHeads = (
  route: PageRoute,
  request: FastifyRequest,
) => Promise<PageHead | undefined>;

/**
 * Sends the page at the request's address: the built index.html with the page's modules
 * announced, its served answers, its first screen when it is rendered on the server, and `head`. A path no
 * page has answers 404 with the 404 page.
 */
export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  head?: PageHead,
) => Promise<FastifyReply>;

export interface PageOptions {
  clientDir: string;
  /** The game version whose data the planner's page announces. */
  gameVersion: string;
  /** How a page's data keys (and the site's) are answered: by the API's own GET routes. */
  answers?: Pick<PageAnswers, 'answer'>;
  /** Every page answer counts against this limit (static files do not). */
  rateLimit?: PageRateLimitOptions;
  /** The heads other parts of the server give pages (link previews). */
  heads?: PageHeads;
}

/** The encoding to send a page in: brotli, then gzip, whichever the browser accepts. */
function pageEncoding(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * The site's one door for pages: a `GET` route for each row of the page table
 * (src/app/routes.ts), whatever the request accepts (crawlers ask with any Accept header), and
 * the sender the not-found handler calls for every other address that asks for HTML (the `*`
 * row: Fastify matches case and trailing slashes exactly, the page table does not, so such an
 * address still gets its page). Call once the built client is known to have its index.html.
 */
export async function registerPages(
  app: FastifyInstance,
  { clientDir, gameVersion, answers, rateLimit, heads }: PageOptions,
): Promise<SendPage> {
  const pageHtml = createPageHtml(
    clientDir,
    gameVersion,
    (error, url) => {
      // The page still loads: the browser renders it, as without a server entry.
      app.log.error({ err: error, url }, 'server rendering failed');
    },
    answers && ((keys) => answers.answer(keys)),
  );
  const limitPage = rateLimit ? await registerPageRateLimit(app, rateLimit) : null;
  const sendPage: SendPage = async (request, reply, head) => {
    if (limitPage && (await limitPage(request, reply))) return reply;
    const shell = await pageHtml(request.url, firstLayoutOf(request.headers['user-agent']));
    const page = shell && head?.tags ? withHeadTags(shell, head.tags) : shell;
    // index.html vanished (a rebuild in progress): the caller answers 404.
    if (!page) {
      reply.callNotFound();
      return reply;
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const code = head?.status ?? (isKnownPage(pathname) ? 200 : 404);
    reply
      .code(code)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header(
        'vary',
        isRenderedByDevice(pathname) ? 'accept-encoding, user-agent' : 'accept-encoding',
      )
      .header('etag', page.etag);
    if (code === 200 && request.headers['if-none-match'] === page.etag) {
      return reply.code(304).send();
    }
    const encoding = pageEncoding(request);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  };
  for (const route of PAGE_ROUTES) {
    if (route.path === '*') continue;
    app.get(route.path, { schema: { hide: true } }, async (request, reply) =>
      sendPage(request, reply, await heads?.(route, request)),
    );
  }
  return sendPage;
}
