import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { withHeadTags, type PageHtml } from '../../server/pages/pageHtml';
import { escapeHtml, previewHeadTags } from '../../server/previews/ogTags';
import {
  buildPreview,
  factsLine,
  previewHash,
  type BuildPreview,
} from '../../server/previews/previewContent';
import type { PreviewElement } from '../../server/previews/previewElements';
import {
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  previewCard,
  renderPreviewImage,
} from '../../server/previews/previewImage';
import { setBuildCharacter } from '../../src/skills/characterBudget';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { gameIndex, sampleBuild } from './buildLinkFixtures';

/**
 * The parts of link previews that need no server: the preview's content and hash, escaping,
 * the page's head, and what drawing an image costs.
 */

function preview(title: string, build = sampleBuild()): BuildPreview {
  return buildPreview(gameIndex, {
    build,
    title,
    author: 'Stilgar',
    description: 'Long range damage for the Hagga Basin.',
  });
}

describe('preview content', () => {
  it('lists the classes with SP spent, and draws the selected class’s trees', () => {
    const p = preview('Sniper');
    expect(p.classes.map((c) => c.name)).toEqual(['Trooper']);
    expect(p.totalSp).toBeGreaterThan(0);
    expect(p.trees.length).toBeGreaterThan(0);
    expect(p.trees.flatMap((t) => t.skills).filter((s) => s.level > 0).length).toBe(
      sampleBuild().characterBuild.length,
    );
  });

  it('says so when no skill is taken', () => {
    const p = buildPreview(gameIndex, {
      build: emptyBuild(),
      title: 'Empty',
      author: null,
      description: '',
    });
    expect(p.classes).toEqual([]);
    const tags = previewHeadTags(p, { page: 'https://a.test/p', image: 'https://a.test/i.png' });
    expect(tags).toContain('content="No skill points spent yet."');
  });

  it('hashes content: the same build the same, any change another', () => {
    expect(previewHash(preview('A'))).toBe(previewHash(preview('A')));
    expect(previewHash(preview('A'))).not.toBe(previewHash(preview('B')));
  });
});

/** The sample build planned for a character at `level` with Combat `combatLevel`. */
function plannedFor(level: number, combatLevel: number) {
  return setBuildCharacter(sampleBuild(), gameIndex, { level, combatLevel, skippedTraits: [] });
}

/** Every text the image lays out, in order. */
function texts(element: PreviewElement | string): string[] {
  if (typeof element === 'string') return [element];
  const children = element.props.children as PreviewElement | string | PreviewElement[] | undefined;
  if (children === undefined) return [];
  return (Array.isArray(children) ? children : [children]).flatMap(texts);
}

describe('the character in the preview', () => {
  it("names the character in the image's facts line", () => {
    const p = preview('Level Sixty', plannedFor(60, 48));
    expect(p.character).toEqual({ level: 60, combatLevel: 48 });
    const sp = p.classes[0]?.sp;
    expect(factsLine(p)).toBe(`Level 60 · Combat 48 · Trooper ${sp} SP`);
    expect(texts(previewCard(p))).toContain(`Level 60 · Combat 48 · Trooper ${sp} SP`);
    expect(factsLine(preview('Level Fifty', plannedFor(50, 0)))).toBe(
      `Level 50 · Trooper ${sp} SP`,
    );
  });

  it('keeps the content, hash and facts line of a build without a character', () => {
    const plain = preview('Sniper');
    expect(plain).not.toHaveProperty('character');
    expect(factsLine(plain)).toBe(`Trooper ${plain.totalSp} SP`);
    expect(texts(previewCard(plain))).toContain(`Trooper ${plain.totalSp} SP`);
    // A stated character is another image; another character another again.
    const sixty = previewHash(preview('Sniper', plannedFor(60, 48)));
    expect(sixty).not.toBe(previewHash(plain));
    expect(sixty).not.toBe(previewHash(preview('Sniper', plannedFor(61, 48))));
  });

  it('names the character first in the description crawlers show', () => {
    const p = preview('Level Sixty', plannedFor(60, 48));
    const tags = previewHeadTags(p, { page: 'https://a.test/p', image: 'https://a.test/i.png' });
    const sp = p.classes[0]?.sp;
    expect(tags).toContain(
      `property="og:description" content="Level 60 · Combat 48 · Trooper ${sp} SP — by Stilgar.`,
    );
    const plain = previewHeadTags(preview('Sniper'), { page: 'https://a.test/p', image: 'x' });
    expect(plain).toContain(`property="og:description" content="Trooper ${sp} SP — by Stilgar.`);
  });

  it('draws the image of a build with a character', async () => {
    const png = await renderPreviewImage(preview('Level Sixty', plannedFor(60, 48)));
    expect(png.readUInt32BE(16)).toBe(PREVIEW_WIDTH);
    expect(png.readUInt32BE(20)).toBe(PREVIEW_HEIGHT);
  });
});

describe('head tags', () => {
  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
    const tags = previewHeadTags(preview('"><script>alert(1)</script>'), {
      page: 'https://a.test/build-viewer/x"y',
      image: 'https://a.test/i.png?v=1&w=2',
    });
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('content="https://a.test/build-viewer/x&quot;y"');
    expect(tags).toContain('content="https://a.test/i.png?v=1&amp;w=2"');
  });

  it("replaces the site's own description, og: and twitter: tags and keeps the rest", () => {
    const html =
      '<html><head><meta charset="utf-8"><meta\n  name="description"\n  content="site" />' +
      '<meta property="og:title" content="site"><meta name="twitter:card" content="summary">' +
      '<title>t</title></head><body></body></html>';
    const shell: PageHtml = {
      identity: Buffer.from(html),
      br: Buffer.alloc(0),
      gzip: Buffer.alloc(0),
      etag: '"x"',
    };
    const page = withHeadTags(shell, '<meta property="og:title" content="build">');
    const out = page.identity.toString();
    expect(out).toBe(
      '<html><head><meta charset="utf-8"><title>t</title><meta property="og:title" content="build"></head><body></body></html>',
    );
    expect(page.etag).not.toBe(shell.etag);
    expect(page.gzip.length).toBeGreaterThan(0);
    expect(page.br.length).toBeGreaterThan(0);
    // A title with replacement patterns ($&, $`, $') is text, not parts of the page.
    const dollars = withHeadTags(shell, '<meta property="og:title" content="$& $` $\'">');
    expect(dollars.identity.toString()).toContain(
      '<title>t</title><meta property="og:title" content="$& $` $\'"></head>',
    );
  });
});

describe('drawing', () => {
  it('draws a 1200×630 PNG within the budget, the event loop free meanwhile', async () => {
    await renderPreviewImage(preview('Warm-up'));
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const times: number[] = [];
    const cpu: number[] = [];
    let png: Buffer = Buffer.alloc(0);
    for (let i = 0; i < 9; i++) {
      const started = performance.now();
      const used = process.cpuUsage();
      png = await renderPreviewImage(preview(`Deep Desert Sniper ${i}`));
      const spent = process.cpuUsage(used);
      cpu.push((spent.user + spent.system) / 1000);
      times.push(performance.now() - started);
    }
    delay.disable();
    expect(png.readUInt32BE(16)).toBe(PREVIEW_WIDTH);
    expect(png.readUInt32BE(20)).toBe(PREVIEW_HEIGHT);
    const median = (list: number[]) =>
      [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)] ?? Infinity;
    // The work of one image: CPU time of every thread, as wall time on a shared 2-core machine
    // counts other tests' work too.
    const shown = `cpu ${cpu.map((t) => t.toFixed(0)).join(' ')}; wall ${times.map((t) => t.toFixed(0)).join(' ')}`;
    expect(median(cpu), shown).toBeLessThanOrEqual(150);
    expect(delay.percentile(50) / 1e6).toBeLessThan(50);
  });
});
