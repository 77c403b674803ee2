import { describe, expect, it } from 'vitest';
import {
  changeLine,
  fitsLine,
  keptLine,
  refundLine,
  spiceLine,
} from '../../../../src/planner/respec/respecText';
import type { RespecPlan } from '../../../../src/skills/respecPlan';

const plan = (spend: number, budget: number): RespecPlan => ({
  refund: 120,
  spend,
  added: [],
  removed: [],
  changed: [],
  kept: 0,
  budget,
  fits: spend <= budget,
});

describe("the respec planner's lines", () => {
  it('says the refund and the new spend', () => {
    expect(refundLine(plan(134, 200))).toBe(
      'A respec refunds all 120 SP; the new build spends 134 SP',
    );
  });

  it('says each change with its levels and points, and the tree when names are shared', () => {
    const stunner = { skillId: 1, name: 'Stunner', from: 1, to: 3, points: 2 };
    expect(changeLine(stunner)).toBe('Stunner 1 -> 3 (+2 SP)');
    expect(changeLine({ ...stunner, from: 2, to: 0, points: -3 }, 'Gunnery')).toBe(
      'Stunner (Gunnery) 2 -> 0 (-3 SP)',
    );
  });

  it('says whether the target fits the character, else the cap', () => {
    const character = { level: 60, combatLevel: 48, skippedTraits: [] };
    expect(fitsLine(plan(134, 87), character)).toBe(
      'Needs 47 more SP than your level 60 Combat 48 character has',
    );
    expect(fitsLine(plan(80, 87), character)).toBe(
      'Fits your level 60 Combat 48 character (87 SP)',
    );
    expect(fitsLine(plan(50, 60), { ...character, combatLevel: 0 })).toBe(
      'Fits your level 60 character (60 SP)',
    );
    expect(fitsLine(plan(210, 200), null)).toBe('Needs 10 more SP than the 200 SP cap allows');
    expect(fitsLine(plan(134, 200), null)).toBe('Fits the 200 SP cap');
  });

  it('counts the skills kept and words the Spice', () => {
    expect(keptLine(0)).toBe('No skill stays the same');
    expect(keptLine(1)).toBe('1 skill stays the same');
    expect(keptLine(12)).toBe('12 skills stay the same');
    expect(spiceLine(0)).toBe('The next respec is free');
    expect(spiceLine(20)).toBe('The next respec costs 20 Spice Melange');
  });
});
