/*
 * The XSS table's hostile strings: what a player could type into any text of the site, hoping the
 * site runs it. Every payload that could run calls the recorder with its own id, `__xss('<id>')`
 * (e2e/support/xssRecorder.ts), so an execution names the string that did it.
 */

/** One hostile string of the table. */
export interface HostilePayload {
  /** Its id in the recorder's log: `__xss('<id>')`. */
  id: string;
  /** What it tries. */
  kind: string;
  text: string;
}

/** The recorder call a payload makes, in the quoting each trick needs. */
const call = (id: string) => `__xss('${id}')`;

/**
 * The whole table: script tags, event handlers, `javascript:` and `data:` links in markdown and in
 * raw HTML, markdown and HTML tricks, attribute breakers, CSS, `</title>` and `</script>`
 * breakouts, template and JSON breakers, and unicode meant to confuse (right-to-left, zero-width,
 * very long). Each fits a build title (64) with a 9-character run tag in front of it, except the
 * ones marked `long`, which go where longer texts go.
 */
export const HOSTILE_PAYLOADS: readonly HostilePayload[] = [
  { id: 'x01', kind: 'script tag', text: `<script>${call('x01')}</script>` },
  { id: 'x02', kind: 'img onerror', text: `<img src=x onerror="${call('x02')}">` },
  { id: 'x03', kind: 'svg onload', text: `<svg onload=${call('x03')}>` },
  { id: 'x04', kind: 'attribute breaker', text: `"><img src=x onerror=${call('x04')}>` },
  { id: 'x05', kind: 'single-quote breaker', text: `'><svg/onload=${call('x05')}>` },
  { id: 'x06', kind: '</title> breakout', text: `</title><script>${call('x06')}</script>` },
  { id: 'x07', kind: 'markdown javascript: link', text: `[spice](javascript:${call('x07')})` },
  {
    id: 'x08',
    kind: 'markdown data: link',
    text: `[map](data:text/html,<script>${call('x08')}</script>)`,
  },
  { id: 'x09', kind: 'raw javascript: href', text: `<a href="javascript:${call('x09')}">x</a>` },
  { id: 'x10', kind: 'details ontoggle', text: `<details open ontoggle=${call('x10')}>` },
  { id: 'x11', kind: 'JSON breaker', text: `"};${call('x11')};//\u2028\u2029` },
  {
    id: 'x12',
    kind: 'template literal',
    text: `\${${call('x12')}}{{constructor.constructor('x')()}}`,
  },
  { id: 'x13', kind: '</script> breakout', text: `</script><script>${call('x13')}</script>` },
  { id: 'x14', kind: 'markdown image javascript:', text: `![dune](javascript:${call('x14')})` },
  { id: 'x15', kind: 'mixed-case scheme', text: `[x](JaVaScRiPt:${call('x15')})` },
  { id: 'x16', kind: 'entity-encoded scheme', text: `[x](&#106;avascript:${call('x16')})` },
  { id: 'x17', kind: 'markdown autolink', text: `<javascript:${call('x17')}>` },
  {
    id: 'x18',
    kind: 'iframe srcdoc',
    text: `<iframe srcdoc="<script>parent.${call('x18')}</script>">`,
  },
  { id: 'x19', kind: 'CSS expression', text: `<p style="width:expression(${call('x19')})">` },
  { id: 'x20', kind: 'textarea breakout', text: `</textarea><img src=x onerror=${call('x20')}>` },
  { id: 'x21', kind: 'input autofocus', text: `<input autofocus onfocus=${call('x21')}>` },
  { id: 'x22', kind: 'object data', text: `<object data="javascript:${call('x22')}">` },
  {
    id: 'x23',
    kind: 'meta refresh',
    text: `<meta http-equiv=refresh content="0;javascript:${call('x23')}">`,
  },
  { id: 'x24', kind: 'base href', text: `<base href="javascript:${call('x24')}//">` },
  {
    id: 'x25',
    kind: 'comment breakout',
    text: `<!--<img src="--><img src=x onerror=${call('x25')}//">`,
  },
  {
    id: 'x26',
    kind: 'mutation XSS',
    text: `<math><mtext><table><mglyph><style><img src=x onerror=${call('x26')}>`,
  },
  { id: 'x27', kind: 'vbscript: link', text: `[v](vbscript:${call('x27')})` },
  {
    id: 'x28',
    kind: 'svg data: image',
    text: `![s](data:image/svg+xml,<svg onload=${call('x28')}>)`,
  },
  {
    id: 'x29',
    kind: 'form button formaction',
    text: `<button formaction=javascript:${call('x29')}>go`,
  },
  {
    id: 'x30',
    kind: 'zero-width split tag',
    text: `<scr\u200bipt>${call('x30')}</scr\u200bipt>\u200d\ufeff`,
  },
  {
    id: 'x31',
    kind: 'right-to-left override',
    text: `\u202egnp.<img src=x onerror=${call('x31')}>\u202c`,
  },
  {
    id: 'x32',
    kind: 'og attribute breaker',
    text: `" property="og:image" content="javascript:${call('x32')}`,
  },
  { id: 'x33', kind: 'bare javascript: URL', text: `javascript:${call('x33')}` },
  {
    id: 'x34',
    kind: 'markdown reference link (long)',
    text: `[spice][r] and [more][r]\n\n[r]: javascript:${call('x34')}\n`,
  },
  {
    id: 'x35',
    kind: 'HTML block in markdown (long)',
    text: `<div>\n\n<script>${call('x35')}</script>\n\n<img src=x onerror=${call('x35')}>\n\n</div>\n`,
  },
  {
    id: 'x36',
    kind: 'very long unicode (long)',
    text: `${'\u{1f468}\u200d\u{1f469}\u200d\u{1f467}'.repeat(20)}${'Z\u0351\u0352\u0357\u0358'.repeat(20)}<img src=x onerror=${call('x36')}>${'\u0634\u0627\u064a'.repeat(20)}`,
  },
];

/** Room for a payload in a build title after the run tag and a space (64 characters in all). */
export const TITLE_ROOM = 64 - 9;

/**
 * The compact table `npm test` runs (within its time budget): one of each family that matters
 * most — script tag, handler, attribute and `</title>` breakers, markdown `javascript:` and
 * `data:` links, JSON and template breakers, unicode. The full table is `npm run test:xss`.
 */
const COMPACT_IDS: readonly string[] = [
  // The first few fit titles and get builds of their own (the places Open Graph tags fill).
  'x04',
  'x06',
  'x02',
  'x01',
  'x07',
  'x08',
  'x11',
  'x12',
  'x31',
  'x32',
  'x35',
  'x36',
];

/** Builds the compact table saves (each carries one title); the full table saves them all. */
export const COMPACT_TITLE_BUILDS = 3;

/** The table this run tries: the full one when XSS_TABLE=full, else the compact one. */
export function payloadsForRun(): readonly HostilePayload[] {
  if (process.env.XSS_TABLE === 'full') return HOSTILE_PAYLOADS;
  return HOSTILE_PAYLOADS.filter((payload) => COMPACT_IDS.includes(payload.id));
}
