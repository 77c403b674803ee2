import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAVICON_PNGS, renderFaviconPng } from '../../scripts/favicons';
import { repoRoot } from './helpers';

const publicDir = join(repoRoot, 'public');

describe("the site's icons", () => {
  it('are the PNGs of public/favicon.svg at their sizes (npm run icons)', () => {
    const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
    for (const icon of FAVICON_PNGS) {
      const committed = readFileSync(join(publicDir, icon.file));
      // A PNG's header chunk holds its width and height as big-endian numbers at bytes 16 and 20.
      expect(committed.subarray(1, 4).toString(), icon.file).toBe('PNG');
      expect([committed.readUInt32BE(16), committed.readUInt32BE(20)], icon.file).toEqual([
        icon.size,
        icon.size,
      ]);
      expect(
        committed.equals(renderFaviconPng(svg, icon)),
        `${icon.file} is not favicon.svg's drawing: npm run icons`,
      ).toBe(true);
    }
  });

  it('are what index.html links, with no SVG icon for the browser to draw after load', () => {
    const html = readFileSync(join(repoRoot, 'index.html'), 'utf8');
    const links = [...html.matchAll(/<link rel="(icon|apple-touch-icon)"([^>]*)>/g)].map((match) =>
      `${match[1] ?? ''}${match[2] ?? ''}`.replace(/\s+\/?$/, ''),
    );
    expect(links).toEqual([
      'icon type="image/png" sizes="32x32" href="/favicon-32.png"',
      'icon type="image/png" sizes="192x192" href="/favicon-192.png"',
      'apple-touch-icon href="/apple-touch-icon.png"',
    ]);
    for (const icon of FAVICON_PNGS) expect(html).toContain(`href="/${icon.file}"`);
  });
});
