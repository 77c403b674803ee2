import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { visibleLine, visibleMultiline } from '../../src/skills/visibleText';

/** Every invisible or direction-changing character the texts must drop. */
const HIDDEN = [
  '\u00AD', // soft hyphen
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\uFEFF',
  '\u0000',
  '\u0007',
  '\u001B',
];

describe('visible text', () => {
  it('drops invisible and bidi control characters from a title', () => {
    for (const hidden of HIDDEN) expect(visibleLine(`Sand${hidden}worm`)).toBe('Sandworm');
    expect(visibleLine('\u202Etxt.exe\u202C build')).toBe('txt.exe build');
  });

  it('folds compatibility forms (NFKC): full-width letters read as the plain ones', () => {
    expect(visibleLine('\uFF21\uFF52\uFF52\uFF41\uFF4B\uFF49\uFF53')).toBe('Arrakis');
    expect(visibleLine('\uFB01re')).toBe('fire');
  });

  it('keeps line breaks and tabs in multi-line texts, spaces them out of titles', () => {
    expect(visibleMultiline('Line one\u200B\r\nLine\ttwo\u2067')).toBe('Line one\nLine\ttwo');
    expect(visibleLine('Line one\nLine two')).toBe('Line one Line two');
  });

  it('keeps ordinary text, emoji and other scripts as they are, and is idempotent', () => {
    const text = 'Sietch Tabr 🏜️ — Ранний билд, 砂の惑星';
    expect(visibleMultiline(text)).toBe(text);
    expect(visibleLine(visibleLine('a\u200Bb\uFF41'))).toBe(visibleLine('a\u200Bb\uFF41'));
  });

  it('applies where the build schema parses texts: title, description and guide', () => {
    const build = buildSchema.parse({
      ...emptyBuild(),
      buildTitle: 'Sniper\u202E\u200B',
      buildDescription: 'Fast\u2066 and\u00AD far\nSecond line',
      buildGuide: '## Guide\uFEFF\n\nText',
    });
    expect(build.buildTitle).toBe('Sniper');
    expect(build.buildDescription).toBe('Fast and far\nSecond line');
    expect(build.buildGuide).toBe('## Guide\n\nText');
    // A title of invisible characters only is an empty title.
    expect(buildSchema.safeParse({ ...emptyBuild(), buildTitle: '\u200B\u200F' }).success).toBe(
      false,
    );
  });
});
