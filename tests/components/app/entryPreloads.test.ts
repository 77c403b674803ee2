import { describe, expect, it, vi } from 'vitest';
import {
  ENTRY_PRELOADS_ELEMENT_ID,
  entryPreloadsElement,
} from '../../../src/api/contract/entryPreloads';
import { addEntryPreloads } from '../../../src/app/entryPreloads';

/** A page's head as the server sends it, with `links` named for the entry. */
function pageWith(links: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${entryPreloadsElement(links)}</head><body></body></html>`,
    'text/html',
  );
}

const link = (file: string, low = false) =>
  `<link rel="modulepreload" crossorigin${low ? ' fetchpriority="low"' : ''} href="/assets/${file}">`;

describe("the page's preloads named for the entry (src/app/entryPreloads.ts)", () => {
  it('are only in a template until the entry adds them, in order, each once', async () => {
    const files = ['Page.js', 'a.js', 'b.js', 'c.js', 'd.js', 'e.js', 'f.js', 'g.js', 'h.js'];
    const doc = pageWith(files.map((file, i) => link(file, i >= 7)).join(''));
    // In a template, the links are no part of the page: the browser fetches none of them yet.
    expect(doc.head.querySelectorAll('link')).toHaveLength(0);
    expect(doc.getElementById(ENTRY_PRELOADS_ELEMENT_ID)).toBeInstanceOf(HTMLTemplateElement);

    const added = addEntryPreloads(doc);
    // A few in the entry's next task; the others in tasks of their own.
    expect(doc.head.querySelectorAll('link')).toHaveLength(4);
    await added;

    const links = [...doc.head.querySelectorAll('link')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(files.map((f) => `/assets/${f}`));
    expect(links.every((l) => l.rel === 'modulepreload' && l.crossOrigin === '')).toBe(true);
    expect(links.map((l) => l.getAttribute('fetchpriority'))).toEqual([
      ...Array<null>(7).fill(null),
      'low',
      'low',
    ]);
    // Taken once: a second call adds nothing.
    expect(doc.getElementById(ENTRY_PRELOADS_ELEMENT_ID)).toBeNull();
    await addEntryPreloads(doc);
    expect(doc.head.querySelectorAll('link')).toHaveLength(files.length);
  });

  it('leave what follows them a task of its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const doc = pageWith(['a.js', 'b.js', 'c.js', 'd.js', 'e.js'].map((f) => link(f)).join(''));
      let resolved = false;
      void addEntryPreloads(doc).then(() => {
        resolved = true;
      });
      const settle = async () => {
        for (let i = 0; i < 10; i++) await Promise.resolve();
      };
      await settle();
      expect(doc.head.querySelectorAll('link')).toHaveLength(4);
      // The entry's next task adds the fifth: the page's import does not run in that task.
      vi.advanceTimersToNextTimer();
      await settle();
      expect(doc.head.querySelectorAll('link')).toHaveLength(5);
      expect(resolved).toBe(false);
      vi.advanceTimersToNextTimer();
      await settle();
      expect(resolved).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('add nothing on a page that names none', async () => {
    expect(entryPreloadsElement('')).toBe('');
    const doc = pageWith('');
    await addEntryPreloads(doc);
    expect(doc.head.querySelectorAll('link')).toHaveLength(0);
  });
});
