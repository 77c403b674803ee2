import type { FastifyRequest } from 'fastify';
import type { PageHead, PageHeads } from '../pages/registerPages';
import type { BuildPreviews, PreviewPage } from './buildPreviews';
import type { ComparePreviews } from './comparePreviews';
import { collectionHeadTags, previewHeadTags, type CollectionPreview } from './ogTags';
import type { FoundPreview } from './previewContent';

/** The image URL of a found preview, relative to the origin. */
function previewImagePath(page: PreviewPage, key: string, found: FoundPreview): string {
  return `/api/previews/${page}/${encodeURIComponent(key)}.png?v=${found.hash}`;
}

/** The build a page's address names for its preview: the viewer's id, the planner's `?link=`. */
function previewedBuild(
  path: string,
  request: FastifyRequest,
): { page: PreviewPage; key: string } | null {
  if (path === '/build-viewer/:buildId') {
    const { buildId } = request.params as { buildId?: string };
    return buildId ? { page: 'viewer', key: buildId } : null;
  }
  if (path === '/skill-trees') {
    const { link } = request.query as { link?: unknown };
    return typeof link === 'string' && link !== '' ? { page: 'link', key: link } : null;
  }
  return null;
}

/**
 * The compare page's tags, "A vs B" with its image; 404 when a side names nothing a visitor may
 * read; none when a side does not open (the page says why itself) or the lookup failed.
 */
async function compareHead(
  compares: ComparePreviews,
  siteOrigin: string,
  request: FastifyRequest,
): Promise<PageHead | undefined> {
  const { a, b } = request.params as { a?: string; b?: string };
  if (!a || !b) return undefined;
  let found: FoundPreview | 'missing' | undefined;
  try {
    found = await compares.find(a, b);
  } catch (error) {
    request.log.error({ err: error }, 'compare preview lookup failed');
    return undefined;
  }
  if (found === 'missing') return { status: 404 };
  if (!found) return undefined;
  const path = `/compare/${encodeURIComponent(a)}/${encodeURIComponent(b)}`;
  return {
    tags: previewHeadTags(found.preview, {
      page: `${siteOrigin}${path}`,
      image: `${siteOrigin}/api/previews${path}.png?v=${found.hash}`,
    }),
  };
}

/** A Public collection's preview by its id; 'missing' when no visitor may see it. */
export type CollectionPreviews = (id: string) => Promise<CollectionPreview | 'missing'>;

/** A collection page's tags; 404 when a visitor may not see it; none when the lookup failed. */
async function collectionHead(
  collections: CollectionPreviews,
  siteOrigin: string,
  request: FastifyRequest,
): Promise<PageHead | undefined> {
  const { id } = request.params as { id?: string };
  if (!id) return undefined;
  let found: CollectionPreview | 'missing';
  try {
    found = await collections(id);
  } catch (error) {
    request.log.error({ err: error }, 'collection preview lookup failed');
    return undefined;
  }
  if (found === 'missing') return { status: 404 };
  return {
    tags: collectionHeadTags(found, `${siteOrigin}/collection/${encodeURIComponent(id)}`),
  };
}

/**
 * The heads of the pages that show one build (the viewer's, the planner's link): its Open Graph
 * tags, for crawlers, which run no script. The viewer of a build no one may see answers 404, the
 * status a crawler reads; a failed lookup leaves the page plain (it never depends on the
 * database).
 */
export function previewPageHeads(
  previews: BuildPreviews,
  siteOrigin: string,
  compares?: ComparePreviews,
  collections?: CollectionPreviews,
): PageHeads {
  return async (route, request): Promise<PageHead | undefined> => {
    if (route.path === '/collection/:id') {
      return collections ? collectionHead(collections, siteOrigin, request) : undefined;
    }
    if (route.path === '/compare/:a/:b') {
      return compares ? compareHead(compares, siteOrigin, request) : undefined;
    }
    const build = previewedBuild(route.path, request);
    if (!build) return undefined;
    const { page, key } = build;
    let found: FoundPreview | undefined;
    try {
      found = await previews.find(page, key);
    } catch (error) {
      request.log.error({ err: error }, 'link preview lookup failed');
      return undefined;
    }
    if (!found) return page === 'viewer' ? { status: 404 } : undefined;
    const pagePath =
      page === 'viewer'
        ? `/build-viewer/${encodeURIComponent(key)}`
        : `/skill-trees?link=${encodeURIComponent(key)}`;
    return {
      tags: previewHeadTags(found.preview, {
        page: `${siteOrigin}${pagePath}`,
        image: `${siteOrigin}${previewImagePath(page, key, found)}`,
      }),
    };
  };
}
