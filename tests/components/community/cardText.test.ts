import { describe, expect, it } from 'vitest';
import { cardTags, formatUpdated, likesText } from '../../../src/community/cardText';

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

  it('dates its update in the given locale, and keeps a time it cannot read', () => {
    expect(formatUpdated('2026-11-20T23:30:00.000Z', 'en-US', 'UTC')).toBe('Nov 20, 2026');
    expect(formatUpdated('2026-11-20T23:30:00.000Z', 'en-GB', 'Asia/Tokyo')).toBe('21 Nov 2026');
    expect(formatUpdated('soon', 'en-US')).toBe('soon');
  });

  it('counts likes with the right word', () => {
    expect(likesText(0)).toBe('0 likes');
    expect(likesText(1)).toBe('1 like');
    expect(likesText(12)).toBe('12 likes');
  });
});
