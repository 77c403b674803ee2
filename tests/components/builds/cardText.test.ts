import { describe, expect, it } from 'vitest';
import { cardTags, formatUpdated, likesText } from '../../../src/builds/cards/cardText';

describe('a community card', () => {
  it('shows up to 2 main tags, then 1 type tag', () => {
    expect(
      cardTags({
        tags: ['Sniper', 'Assassin', 'Survivor'],
        type_tags: ['End Game Build', 'Deep Desert Build'],
      }),
    ).toEqual(['Sniper', 'Assassin', 'End Game Build']);
    expect(cardTags({ tags: [], type_tags: ['Leveling Build'] })).toEqual(['Leveling Build']);
    expect(cardTags({ tags: [], type_tags: [] })).toEqual([]);
  });

  it("dates its update as en-US's medium style, in UTC or the player's time zone", () => {
    expect(formatUpdated('2026-11-20T23:30:00.000Z', 'UTC')).toBe('Nov 20, 2026');
    expect(formatUpdated('soon')).toBe('soon');
    const utc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    // Every day of 2024-2027, at an hour where the UTC day and the local day may differ.
    for (let time = Date.UTC(2024, 0, 1, 23, 30); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString();
      expect(formatUpdated(iso, 'UTC')).toBe(utc.format(time));
      expect(formatUpdated(iso)).toBe(local.format(time));
    }
  });

  it('counts likes with the right word', () => {
    expect(likesText(0)).toBe('0 likes');
    expect(likesText(1)).toBe('1 like');
    expect(likesText(12)).toBe('12 likes');
  });
});
