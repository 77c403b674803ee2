import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { THUMBNAIL_SIZE } from '../../src/api/contract/thumbnailSize';
import { previewFonts } from './previewImage';
import { h } from './previewElements';
import type { BuildThumbnail } from './thumbnailContent';
import { treeMiniature } from './treeMiniature';

/** The trees are square, as tall as the thumbnail, with the room left shared between them. */
const TREE_SIZE = THUMBNAIL_SIZE.height;

/** A build card's thumbnail as a PNG: transparent, so it sits on the card's own colour. */
export async function renderThumbnailImage(thumbnail: BuildThumbnail): Promise<Buffer> {
  const trees = thumbnail.trees.slice(0, 3).map((tree) => {
    // The miniature keeps its viewBox: drawn at another size, it scales.
    const drawn = treeMiniature(tree);
    return { ...drawn, props: { ...drawn.props, width: TREE_SIZE, height: TREE_SIZE } };
  });
  const card = h(
    'div',
    {
      style: {
        width: THUMBNAIL_SIZE.width,
        height: THUMBNAIL_SIZE.height,
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
      },
    },
    ...trees,
  );
  const svg = await satori(card, { ...THUMBNAIL_SIZE, fonts: previewFonts() });
  const image = await renderAsync(svg, { fitTo: { mode: 'original' } });
  return image.asPng();
}
