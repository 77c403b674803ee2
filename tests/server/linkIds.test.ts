import { describe, expect, it } from 'vitest';
import { isLinkId, LINK_ID_LENGTH, newLinkId } from '../../server/keys/linkIds';

describe('link ids', () => {
  it('are 10 URL-safe characters, different every time, over the whole alphabet', () => {
    const ids = Array.from({ length: 2000 }, newLinkId);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9A-Za-z]{10}$/);
      expect(isLinkId(id)).toBe(true);
      expect(encodeURIComponent(id)).toBe(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // 20,000 draws from 62 characters: every one of them shows up.
    expect(new Set(ids.join('')).size).toBe(62);
  });

  it('recognise only the id format', () => {
    expect(LINK_ID_LENGTH).toBe(10);
    for (const bad of ['', 'abc', 'abcdefghijk', 'abcde-ghij', 'abcdefghi ', '../etc/pwd']) {
      expect(isLinkId(bad), bad).toBe(false);
    }
  });
});
