/**
 * The tab and home-screen icons as PNGs from `public/favicon.svg`: a page draws an SVG tab icon
 * itself, in a task after load, and iOS takes none. `npm run icons`; favicons.test.ts checks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

/** One PNG icon: its file in `public/`, its width and height, and what shows behind the logo. */
export interface FaviconPng {
  readonly file: string;
  readonly size: number;
  /** iOS fills a transparent home-screen icon with black; the site's own dark brown instead. */
  readonly background?: string;
}

/** The icons index.html links, each drawn from the same SVG. */
export const FAVICON_PNGS: readonly FaviconPng[] = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'favicon-192.png', size: 192 },
  { file: 'apple-touch-icon.png', size: 180, background: '#110c08' },
];

/** `svg` drawn as a square PNG of `icon.size` pixels. */
export function renderFaviconPng(svg: string, icon: FaviconPng): Buffer {
  const options = {
    fitTo: { mode: 'width' as const, value: icon.size },
    ...(icon.background ? { background: icon.background } : {}),
  };
  return new Resvg(svg, options).render().asPng();
}

/** Writes every icon of `FAVICON_PNGS` into `publicDir` from its `favicon.svg`. */
export function writeFaviconPngs(publicDir: string): void {
  const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
  for (const icon of FAVICON_PNGS)
    writeFileSync(join(publicDir, icon.file), renderFaviconPng(svg, icon));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFaviconPngs(join(fileURLToPath(new URL('..', import.meta.url)), 'public'));
  console.log(`Wrote ${FAVICON_PNGS.map((icon) => icon.file).join(', ')} to public/.`);
}
