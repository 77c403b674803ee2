import { describe, expect, it } from 'vitest';
import { emptyBuild } from '../../src/skills/emptyBuild';
import {
  buildModifiers,
  formatModifierValue,
  skillLevelModifiers,
  statModifier,
} from '../../src/skills/modifiers';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import { indexGameData } from '../../src/skills/gameIndex';

/**
 * Build Modifiers on the live data (1.5.3.6): totals come from the levels' structured stats,
 * not from their text. The expected table was worked out by hand from each passive's top level
 * in data/game/1.5.3.6/skills.json (percent fractions as points, same stat summed), e.g.
 * Trooper's Ranged weapon damage is Ranged Damage level 3, 0.09 → +9%.
 */
const data = readGameVersion(defaultGameDataDir, '1.5.3.6');
const index = indexGameData(data);

/** Every modifier of a build with each multiplayer passive of the class at its top level. */
const MAXED_CLASS_MODIFIERS: Record<string, string[]> = {
  Trooper: [
    'Disruptor (carbine) damage: +15%',
    'Flamethrower damage: +15%',
    'Lasgun damage: +15%',
    'Light machine gun damage: +15%',
    'Ranged weapon damage: +9%',
    'Scattergun damage: +15%',
    'Suspensor power drain: -20%',
    'Weapon and tool durability loss reduction: +25%',
    'Weapon and tool max-durability loss per repair, reduction: +25%',
  ],
  Mentat: [
    'Damage to shields: +30%',
    'Duration: +10 s',
    'Garment durability loss reduction: +25%',
    'Garment max-durability loss per repair, reduction: +25%',
    'Headshot damage: +15%',
    'Pistol damage: +15%',
    'Ranged weapon damage: +9%',
    'Rifle damage: +15%',
    'Surprise attack damage: +15%',
  ],
  Planetologist: [
    'Climbing stamina drain: -25%',
    'Compactor yield: +20%',
    'Cutteray yield (high engagement): +20%',
    'Cutteray yield (low engagement): +20%',
    'Dew reaper yield: +20%',
    'Flying vehicle fuel use: -25%',
    'Fog of war reveal radius: +10%',
    'Ground vehicle fuel use: -25%',
    'Hand-held cutteray yield: +5',
    'Hand-held scanner range: +25%',
    'Harvester yield: +20%',
    'Heat build-up rate: -20%',
    'Instant heat: -20%',
    'Max power: +40',
    'Power pack regeneration: +10%',
    'Stillsuit water capture multiplier: ×1.15',
    'Vehicle max-durability loss per repair, reduction: +35%',
    'Vehicle mining yield: +20%',
    'Vehicle scanner range: +25%',
    'Water capture: +15%',
  ],
  'Bene Gesserit Acolyte': [
    'Healing from gadgets: +30%',
    'Healing per tick: +30%',
    'Healing regeneration limit: +20%',
    'Heat exhaustion build-up multiplier: ×0.7',
    'Long blade damage: +9%',
    'Max health: +55',
    'Poison tolerance: +45%',
    'Range: +6',
    'Short blade damage: +24%',
    'Voice cooldowns: -25%',
  ],
  Swordmaster: [
    'Bleed tolerance: +35%',
    'Instant healing from healkits: +20%',
    'Long blade damage: +24%',
    'Max stamina: +25',
    'Poise damage resistance: +9%',
    'Short blade damage: +9%',
    'Stamina limit while dehydrated: +35%',
    'Stamina while hydrated: +25%',
  ],
};

function maxedPassives(classId: number) {
  const trees = index.treesByClassId.get(classId) ?? [];
  const skills = trees.flatMap((tree) => index.skillsByTreeId.get(tree.id) ?? []);
  return {
    ...emptyBuild(),
    characterBuild: skills
      .filter((skill) => skill.type === 'Passive')
      .map((skill) => ({ skillId: skill.id, level: skill.levels.length })),
  };
}

describe('Build Modifiers of the live data', () => {
  it.each(data.classes.map((gameClass) => [gameClass.name, gameClass.id] as const))(
    'a maxed %s build totals to the hand-computed table',
    (name, classId) => {
      const lines = buildModifiers(maxedPassives(classId), index)
        .flatMap((group) => group.modifiers)
        .map((modifier) => `${modifier.name}: ${formatModifierValue(modifier)}`)
        .sort();
      expect(lines).toEqual([...(MAXED_CLASS_MODIFIERS[name] ?? [])].sort());
    },
  );

  it('takes a level with stats from its stats, one modifier per stat', () => {
    const heavy = data.skills.find((skill) => skill.name === 'Heavy Weapon Damage');
    expect(heavy && skillLevelModifiers(heavy)[1]).toEqual([
      expect.objectContaining({ key: 'LmgDamage', value: 10, unit: 'percent', category: 'Damage' }),
      expect.objectContaining({ key: 'FlameThrowerDamage', value: 10, unit: 'percent' }),
      expect.objectContaining({ key: 'LasgunDamage', value: 10, unit: 'percent' }),
    ]);
  });

  it('turns each stat format into its unit', () => {
    const stat = { key: 'K', label: 'Thing' };
    expect(statModifier({ ...stat, value: -0.2, format: 'percent' })).toMatchObject({
      value: -20,
      unit: 'percent',
    });
    expect(statModifier({ ...stat, value: 10, format: 'seconds' }).unit).toBe('seconds');
    expect(statModifier({ ...stat, value: 1.15, format: 'multiplier' }).unit).toBe('multiplier');
    expect(statModifier({ ...stat, value: 40, format: 'points' }).unit).toBe('none');
    expect(formatModifierValue({ value: 10, unit: 'seconds' })).toBe('+10 s');
    expect(formatModifierValue({ value: 1.15, unit: 'multiplier' })).toBe('×1.15');
  });

  it('keeps a factor stat a factor (×), not a sum', () => {
    const sun = data.skills.find((skill) => skill.name === 'Sun Tolerance');
    if (!sun) throw new Error('Sun Tolerance missing');
    const build = { ...emptyBuild(), characterBuild: [{ skillId: sun.id, level: 1 }] };
    const [group] = buildModifiers(build, index);
    expect(group?.modifiers[0]?.unit).toBe('multiplier');
  });

  it('still reads the text of passives the data describes in words only', () => {
    const unread = data.skills
      .filter((skill) => skill.type === 'Passive' && skill.gameModes.includes('multiplayer'))
      .flatMap((skill) =>
        skillLevelModifiers(skill).flatMap((mods, i) =>
          mods.length === 0 ? [`${skill.name} ${i + 1}`] : [],
        ),
      );
    expect(unread.sort()).toEqual(
      [
        'Bindu Dodge 1',
        'Confidence 1',
        'Confidence 2',
        'Confidence 3',
        'Precise Parry 1',
        'Precise Parry 2',
        'Precise Parry 3',
        'Prescient Strike 1',
        'Reflexive Reload 1',
        'Spice Surveyor 1',
      ].sort(),
    );
  });
});
