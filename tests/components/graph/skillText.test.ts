import { describe, expect, it } from 'vitest';
import {
  levelChangeAnnouncement,
  skillAccessibleName,
  skillIconHref,
  skillStatusText,
} from '../../../src/graph/skillText';

const rangedDamage = { name: 'Ranged Damage', type: 'Passive' as const };
const facts = {
  level: 2,
  maxLevel: 3,
  status: 'allocated' as const,
  isRed: false,
  readOnly: false,
};

describe('skill node words', () => {
  it('names a node as the issue asks', () => {
    expect(skillAccessibleName('Gunnery', rangedDamage, facts)).toBe(
      'Gunnery: Ranged Damage, Passive, level 2 of 3, allocated',
    );
  });

  it('adds red and search notes', () => {
    expect(
      skillAccessibleName('Gunnery', rangedDamage, { ...facts, isRed: true, searchMatch: true }),
    ).toBe(
      'Gunnery: Ranged Damage, Passive, level 2 of 3, allocated, may need an advanced trainer, matches search',
    );
  });

  it('says every status in words', () => {
    const at = (
      status: typeof facts.status | 'locked' | 'available' | 'maxed' | 'unaffordable',
      level = 0,
    ) => skillStatusText({ ...facts, status, level });
    expect(at('locked')).toBe('locked');
    expect(at('available')).toBe('available');
    expect(at('unaffordable')).toBe('not enough skill points');
    expect(at('allocated', 1)).toBe('allocated');
    expect(at('maxed', 3)).toBe('fully allocated');
    expect(skillStatusText({ ...facts, level: 0, status: 'locked', readOnly: true })).toBe(
      'not taken',
    );
    expect(skillStatusText({ ...facts, level: 3, status: 'maxed', readOnly: true })).toBe(
      'fully allocated',
    );
  });

  it('announces level changes', () => {
    expect(levelChangeAnnouncement(rangedDamage, 2, 3, false)).toBe('Ranged Damage: level 2 of 3');
    expect(levelChangeAnnouncement(rangedDamage, 2, 3, true)).toBe(
      'Ranged Damage: level 2 of 3, may need an advanced trainer',
    );
    expect(levelChangeAnnouncement(rangedDamage, 0, 3, false)).toBe(
      'Ranged Damage removed, level 0 of 3',
    );
  });
});

describe('skill icons', () => {
  it('points into the sprite of the skill’s class at the skill’s own symbol', () => {
    // Gunnery (Trooper) and Mental Calculus (Mentat) both have Ranged Damage: one icon, two sprites.
    expect(skillIconHref({ icon_name: 'bullets', treeId: 1 })).toMatch(
      /skill-icons-trooper[^#]*#bullets$/,
    );
    expect(skillIconHref({ icon_name: 'bullets', treeId: 4 })).toMatch(
      /skill-icons-mentat[^#]*#bullets$/,
    );
    expect(skillIconHref({ icon_name: 'crossed-swords', treeId: 13 })).toMatch(
      /skill-icons-swordmaster[^#]*#crossed-swords$/,
    );
  });

  it('draws no icon for a tree the data build did not know', () => {
    expect(skillIconHref({ icon_name: 'bullets', treeId: 999 })).toBeUndefined();
  });
});
