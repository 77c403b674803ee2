import { readFileSync } from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { factsLine, type BuildPreview } from './previewContent';
import { h, type PreviewElement } from './previewElements';
import { TREE_HEIGHT, treeMiniature } from './treeMiniature';

/**
 * A build's preview image (`og:image`, 1200×630: Discord's, Slack's and X's large card): satori
 * lays it out, resvg paints on libuv's pool, so only layout and PNG encoding hold the event loop.
 */

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/**
 * Noto Sans Regular, © 2015-2021 Google LLC, under the SIL Open Font License 1.1
 * (fonts/OFL.txt beside this file); copied from the harfbuzzjs package's test fonts. The path
 * is written from the repository root two folders up, which holds both for this file
 * (server/previews/) and for the bundled server (dist/server/main.js).
 */
const FONT_URL = new URL('../../server/previews/fonts/NotoSans-Regular.otf', import.meta.url);

let font: Buffer | undefined;
/** The font satori lays text out with (read once per thread). */
export function previewFonts() {
  font ??= readFileSync(FONT_URL);
  return [{ name: 'Noto Sans', data: font, weight: 400 as const, style: 'normal' as const }];
}

/** Titles are at most 60 characters (spec §3), descriptions longer: one card shows a line. */
const DESCRIPTION_SHOWN = 100;

function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

const PADDING_X = 56;
const PADDING_Y = 32;
const TEXT_WIDTH = PREVIEW_WIDTH - 2 * PADDING_X;
/** What is left above the trees and their names (a 26 px line each) and the top border. */
const TEXT_HEIGHT = PREVIEW_HEIGHT - 2 * PADDING_Y - TREE_HEIGHT - 26 - 8;

/** The image's elements, as satori lays them out. */
export function previewCard(preview: BuildPreview): PreviewElement {
  const description = shorten(preview.description, DESCRIPTION_SHOWN);
  const texts = h(
    'div',
    { style: { display: 'flex', flexDirection: 'column', width: TEXT_WIDTH, height: TEXT_HEIGHT } },
    h(
      'div',
      { style: { fontSize: 22, color: '#f09a45', letterSpacing: 2 } },
      `ARRAKIS PLANNER · ${preview.selectedClass.toUpperCase()} BUILD`,
    ),
    h(
      'div',
      {
        style: {
          fontSize: 48,
          lineHeight: 1.15,
          marginTop: 6,
          maxHeight: 112,
          overflow: 'hidden',
          flexShrink: 0,
        },
      },
      preview.title,
    ),
    h(
      'div',
      { style: { fontSize: 24, marginTop: 4, color: '#e4d3bb' } },
      preview.author === null ? 'Shared build' : `by ${preview.author}`,
    ),
    h('div', { style: { fontSize: 26, marginTop: 2, color: '#f7b96b' } }, factsLine(preview)),
    h('div', { style: { fontSize: 20, marginTop: 2, color: '#a98f6e' } }, description),
  );
  const trees = preview.trees
    .slice(0, 3)
    .map((tree) =>
      h(
        'div',
        { style: { display: 'flex', flexDirection: 'column', alignItems: 'center' } },
        treeMiniature(tree),
        h('div', { style: { fontSize: 18, color: '#cdb898' } }, tree.name),
      ),
    );
  return h(
    'div',
    {
      style: {
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        padding: `${PADDING_Y}px ${PADDING_X}px`,
        // A flat fill: a gradient costs resvg a third more time per image.
        backgroundColor: '#1c1410',
        borderTop: '8px solid #e07a22',
        color: '#f3e9dc',
        fontFamily: 'Noto Sans',
      },
    },
    texts,
    h(
      'div',
      { style: { display: 'flex', width: TEXT_WIDTH, justifyContent: 'space-around' } },
      ...trees,
    ),
  );
}

/** The preview image of `preview` as a PNG. */
export async function renderPreviewImage(preview: BuildPreview): Promise<Buffer> {
  const svg = await satori(previewCard(preview), {
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    fonts: previewFonts(),
  });
  const image = await renderAsync(svg, { fitTo: { mode: 'original' } });
  return image.asPng();
}
