import { createHash } from 'node:crypto';
import type { Build } from '../../src/skills/buildSchema';
import type { GameIndex } from '../../src/skills/gameIndex';
import { treesOf, type PreviewTree } from './previewContent';

/**
 * A build card's thumbnail: its selected class's trees drawn small, nothing else (no text), so
 * the picture changes only when the trees do. Its hash names the image on disk and in its URL.
 */

/** What a thumbnail draws. */
export interface BuildThumbnail {
  trees: PreviewTree[];
}

/** A build that has a thumbnail, with its content hash. */
export interface FoundThumbnail {
  thumbnail: BuildThumbnail;
  hash: string;
}

/** Bump when the thumbnail's drawing changes, so stored images of unchanged builds are redrawn. */
const THUMBNAIL_DRAWING_VERSION = 1;

/** The thumbnail of a build over the current game data. */
export function findThumbnail(index: GameIndex, build: Build): FoundThumbnail {
  const thumbnail = { trees: treesOf(index, build) };
  // 'thumbnail' keeps its hashes apart from the preview images' in the shared store.
  const hash = createHash('sha256')
    .update(JSON.stringify(['thumbnail', THUMBNAIL_DRAWING_VERSION, thumbnail]))
    .digest('hex')
    .slice(0, 32);
  return { thumbnail, hash };
}

/** The thumbnail's address: the build's short public id, with the hash that caches it for good. */
export function thumbnailPath(url: string, hash: string): string {
  return `/api/thumbnails/${encodeURIComponent(url)}.png?v=${hash}`;
}
