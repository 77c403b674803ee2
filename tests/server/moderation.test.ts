import { describe, expect, it } from 'vitest';
import {
  buildModerationFields,
  fieldText,
  findFlaggedContent,
  flaggedFields,
  flaggedSpans,
  GAME_WORDS,
  isFlaggedText,
  isReviewed,
  reviewedTexts,
} from '../../server/services/moderation';
import { BUILD_TYPE_TAGS, MAIN_BUILD_TAGS } from '../../src/skills/tags';

// Pure functions: no database needed.

describe('moderation', () => {
  it('flags plain and obfuscated profanity', () => {
    for (const text of [
      'what the fuck',
      'fuuuuck',
      'fμck this build',
      'sh1t tier',
      '$hit',
      'b1tch',
    ]) {
      expect(isFlaggedText(text), text).toBe(true);
    }
  });

  it('does not flag the game’s words or the classic false positives', () => {
    const clean = [
      'Scunthorpe',
      'Arrakis',
      'assassin',
      'Assassination',
      'The Assassination tree pairs well with an Assassin playstyle.',
      'Bene Gesserit Witch',
      'Heavy Weapons Specialist',
      'Knee Charge, Shigawire Claw, Poison Capsule',
      'Land the ornithopter, then leave the cockpit.',
      'analysis',
      'class, pass, grass, massive',
      '',
    ];
    for (const text of clean) expect(isFlaggedText(text), text).toBe(false);
    for (const word of GAME_WORDS) expect(isFlaggedText(word), word).toBe(false);
  });

  it('never flags one of the planner’s own tags', () => {
    for (const tag of [...MAIN_BUILD_TAGS, ...BUILD_TYPE_TAGS]) {
      expect(isFlaggedText(tag), tag).toBe(false);
    }
  });

  it('names the flagged fields, in order, including lists', () => {
    expect(findFlaggedContent({ title: 'Arrakis', tags: ['Assassin'], guide: 'ok' })).toEqual([]);
    expect(
      findFlaggedContent({ title: 'sh1t build', description: 'fine', tags: ['x', 'fuck'] }),
    ).toEqual(['title', 'tags']);
  });

  it('reads title, description, tags, type tags and the guide of a build', () => {
    const fields = buildModerationFields(
      {
        buildTitle: 'Title',
        buildDescription: 'Description',
        buildTags: ['Assassin'],
        buildTypeTags: ['End Game Build'],
      },
      'Guide',
    );
    expect(fields).toEqual({
      buildTitle: 'Title',
      buildDescription: 'Description',
      buildTags: ['Assassin'],
      buildTypeTags: ['End Game Build'],
      buildGuide: 'Guide',
    });
    expect(findFlaggedContent({ ...fields, buildGuide: 'a fuuuck guide' })).toEqual(['buildGuide']);
  });

  it('gives the spans of flagged words for highlighting, obfuscated ones included', () => {
    const highlighted = (text: string) =>
      flaggedSpans(text).map(({ start, end }) => text.slice(start, end));
    expect(highlighted('Shit tier sniper')).toEqual(['Shit']);
    expect(highlighted('what the fuuuuck, b1tch')).toEqual(['fuuuuck', 'b1tch']);
    expect(flaggedSpans('Scunthorpe cockpit assassin')).toEqual([]);
    // Overlapping terms are one highlight, never two that cross.
    for (const text of ['bullshit', 'motherfucker', 'fucking shit']) {
      const spans = flaggedSpans(text);
      expect(spans.length, text).toBeGreaterThan(0);
      for (let i = 1; i < spans.length; i++) {
        expect(spans[i]?.start ?? 0).toBeGreaterThanOrEqual(spans[i - 1]?.end ?? 0);
      }
    }
  });

  it('shows tags as one text with spans into it', () => {
    expect(fieldText(['Sniper', 'PvP Combat Build'])).toBe('Sniper, PvP Combat Build');
    const fields = flaggedFields({ buildTitle: 'Clean', buildTags: ['Sniper', 'shit'] });
    expect(fields).toEqual([
      { field: 'buildTitle', text: 'Clean', spans: [] },
      { field: 'buildTags', text: 'Sniper, shit', spans: [{ start: 8, end: 12 }] },
    ]);
  });

  it('knows a flagged text a moderator already reviewed, and only that text', () => {
    const fields = { buildTitle: 'Shit tier', buildGuide: 'fine', buildTags: ['a', 'b'] };
    const reviewed = reviewedTexts(fields, ['buildTitle', 'buildTags']);
    expect(Object.keys(reviewed)).toEqual(['buildTitle', 'buildTags']);
    expect(JSON.stringify(reviewed)).not.toContain('Shit');
    expect(isReviewed(fields, ['buildTitle'], reviewed)).toBe(true);
    expect(isReviewed({ ...fields, buildTitle: 'Shit tier!' }, ['buildTitle'], reviewed)).toBe(
      false,
    );
    expect(isReviewed(fields, ['buildTitle', 'buildGuide'], reviewed)).toBe(false);
    // A list of tags is not the same as one text that reads like it.
    expect(isReviewed({ ...fields, buildTags: ['a, b'] }, ['buildTags'], reviewed)).toBe(false);
  });
});
