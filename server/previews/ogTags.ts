import { afterCharacter, classesLine, type BuildPreview } from './previewContent';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './previewImage';

/**
 * The Open Graph and Twitter card tags of a build's page, for crawlers that run no script
 * (Discord, Slack, X, Facebook). Every value is HTML-escaped: titles, descriptions and names
 * are the players' own texts.
 */

const SITE_NAME = 'Arrakis Planner';
/** Crawlers cut descriptions at about this length anyway; a cut of our own ends in "…". */
const DESCRIPTION_MAX = 300;

/** Escapes text for an HTML attribute value in double quotes (and for text content). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** "Level 60 · Combat 48 · Trooper 24 SP · Mentat 6 SP — by Stilgar. Long range damage…" */
function previewDescription(preview: BuildPreview): string {
  const by = preview.author === null ? '' : ` — by ${preview.author}`;
  const description = preview.description.replace(/\s+/g, ' ').trim();
  const text = `${afterCharacter(preview, classesLine(preview))}${by}.${description ? ` ${description}` : ''}`;
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1)}…`;
}

/** Where the page and its image are, as absolute URLs (crawlers need them absolute). */
export interface PreviewUrls {
  page: string;
  image: string;
}

/** The `<meta>` tags of a build's page, one string to put in the head. */
export function previewHeadTags(preview: BuildPreview, urls: PreviewUrls): string {
  const title = preview.author === null ? preview.title : `${preview.title} by ${preview.author}`;
  const description = previewDescription(preview);
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', urls.page],
    ['property', 'og:image', urls.image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(PREVIEW_WIDTH)],
    ['property', 'og:image:height', String(PREVIEW_HEIGHT)],
    ['property', 'og:image:alt', `${preview.selectedClass} skill trees of ${preview.title}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', urls.image],
  ];
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('');
}

/** What a collection's link preview tells: its name, owner, size and description. */
export interface CollectionPreview {
  name: string;
  description: string;
  username: string;
  buildCount: number;
}

/** The `<meta>` tags of a Public collection's page (no image: the card is a summary). */
export function collectionHeadTags(collection: CollectionPreview, page: string): string {
  const title = `${collection.name} by ${collection.username}`;
  const count = collection.buildCount === 1 ? '1 build' : `${collection.buildCount} builds`;
  const about = collection.description.replace(/\s+/g, ' ').trim();
  const full = `A collection of ${count}.${about ? ` ${about}` : ''}`;
  const description =
    full.length <= DESCRIPTION_MAX ? full : `${full.slice(0, DESCRIPTION_MAX - 1)}…`;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', page],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('');
}
