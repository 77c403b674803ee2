import { describe, expect, it } from 'vitest';
import {
  buildModerationFields,
  findFlaggedContent,
  GAME_WORDS,
  isFlaggedText,
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
});
