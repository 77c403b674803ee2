import { THUMBNAIL_SIZE } from '../../api/contract/thumbnailSize';

/** What the picture shows, for screen readers (the card names the build and its classes). */
export const THUMBNAIL_ALT = "The build's skill trees, the skills it takes lit";

/**
 * A build's trees drawn small, from the server (its address names the drawing's content hash).
 * Width and height reserve its place before it loads, so a list of cards never shifts; off
 * screen it waits until scrolled near, unless `eager` (a first card, on the first screen: the
 * page's largest paint, asked for before the page's scripts).
 */
export function TreeThumbnail({ src, eager = false }: { src: string; eager?: boolean }) {
  return (
    <img
      src={src}
      alt={THUMBNAIL_ALT}
      width={THUMBNAIL_SIZE.width / 2}
      height={THUMBNAIL_SIZE.height / 2}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className="h-auto w-full rounded-md bg-sand-950/40"
    />
  );
}
