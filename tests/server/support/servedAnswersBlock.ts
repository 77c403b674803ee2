import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { SERVED_ANSWERS_ELEMENT_ID } from '../../../src/api/contract/servedAnswers';
import { pageDataKeys, renderPage } from '../../../src/app/serverEntry';

// Where the stand-in server entries below find the real entry's parts (set once, here).
Object.assign(globalThis, {
  [Symbol.for('arrakis.test.pageDataKeys')]: pageDataKeys,
  [Symbol.for('arrakis.test.renderPage')]: renderPage,
});

/** A stand-in server entry's `pageDataKeys`: the real pages' (src/app/serverEntry.tsx). */
export const REAL_PAGE_DATA_KEYS = `export function pageDataKeys(url) {
  return globalThis[Symbol.for('arrakis.test.pageDataKeys')](url);
}`;

/**
 * Writes `ssr/serverEntry.js` beside `clientDir`: the real pages' data keys and a `renderPage`
 * that renders nothing (or, `rendering: 'real'`, the real one), so a test sends pages with their
 * real answers without a build.
 */
export function writeServerEntry(clientDir: string, rendering: 'none' | 'real' = 'none'): void {
  const ssr = join(dirname(clientDir), 'ssr');
  mkdirSync(ssr, { recursive: true });
  const render =
    rendering === 'real'
      ? "return globalThis[Symbol.for('arrakis.test.renderPage')](url, served);"
      : 'return null;';
  writeFileSync(
    join(ssr, 'serverEntry.js'),
    `${REAL_PAGE_DATA_KEYS}\nexport async function renderPage(url, served) {\n  ${render}\n}\n`,
  );
}

/** The served answers a page's HTML carries, as the browser reads them back; exactly one block. */
export function servedAnswersOf(html: string): Record<string, unknown> {
  const blocks = [
    ...html.matchAll(
      new RegExp(
        `<script type="application/json" id="${SERVED_ANSWERS_ELEMENT_ID}">([^<]*)</script>`,
        'g',
      ),
    ),
  ];
  expect(blocks).toHaveLength(1);
  return (JSON.parse(blocks[0]?.[1] ?? '') as { fallback: Record<string, unknown> }).fallback;
}
