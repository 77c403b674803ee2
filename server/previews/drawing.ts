import type { BuildPreview } from './previewContent';
import { renderPreviewImage } from './previewImage';
import type { BuildThumbnail } from './thumbnailContent';
import { renderThumbnailImage } from './thumbnailImage';

/** An image the drawing threads draw: a link preview, or a build card's thumbnail. */
export type Drawing =
  { kind: 'preview'; preview: BuildPreview } | { kind: 'thumbnail'; thumbnail: BuildThumbnail };

/** A drawing with the content hash that names its image. */
export interface HashedDrawing {
  drawing: Drawing;
  hash: string;
}

/** The PNG of a drawing. */
export function renderDrawing(drawing: Drawing): Promise<Buffer> {
  return drawing.kind === 'preview'
    ? renderPreviewImage(drawing.preview)
    : renderThumbnailImage(drawing.thumbnail);
}
