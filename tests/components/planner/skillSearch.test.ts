import { describe, expect, it } from 'vitest';
import {
  findSkillMatches,
  normalizeSearchText,
  queryWords,
} from '../../../src/planner/search/skillSearch';
import { gameIndex } from '../../../stories/planner/fixtures/plannerFixtures';

const TROOPER_TREES = [1, 2, 3];
const names = (query: string) =>
  findSkillMatches(gameIndex, TROOPER_TREES, query).map(
    (m) => gameIndex.skillsById.get(m.skillId)?.name,
  );

describe('skill search', () => {
  it('finds skills by name, ignoring case and extra spaces', () => {
    expect(names('  SCATTERGUN  ')).toEqual(['Scattergun Damage']);
    expect(names('gravity field')).toEqual(['Anti-gravity Field', 'Gravity Field']);
  });

  it('finds skills by effect text, and says whether the name matched', () => {
    const matches = findSkillMatches(gameIndex, TROOPER_TREES, 'durability');
    expect(matches.length).toBeGreaterThanOrEqual(2);
    expect(matches.every((m) => !m.byName)).toBe(true);
  });

  it('needs every word, in any order', () => {
    expect(names('damage ranged')).toContain('Ranged Damage');
    expect(names('ranged zebra')).toEqual([]);
  });

  it('lists matches tree by tree, in display order, and only in the given trees', () => {
    const matches = findSkillMatches(gameIndex, TROOPER_TREES, 'grenade');
    const trees = matches.map((m) => m.treeId);
    expect([...trees].sort()).toEqual(trees);
    expect(findSkillMatches(gameIndex, [4], 'grenade')).toEqual([]);
  });

  it('treats an empty query as no search, and accents as letters', () => {
    expect(queryWords('   ')).toEqual([]);
    expect(findSkillMatches(gameIndex, TROOPER_TREES, '')).toEqual([]);
    expect(normalizeSearchText('Énergie  Capsule')).toBe('energie capsule');
  });
});
