import { describe, expect, it } from 'vitest';
import { emptyBuild } from '../../src/skills/emptyBuild';
import {
  buildModifiers,
  formatModifierValue,
  MODIFIER_CATEGORIES,
  modifierCategory,
  NO_PASSIVE_MODIFIERS,
  readModifiers,
  skillLevelModifiers,
} from '../../src/skills/modifiers';
import { clickSkills } from './fixtures/builds';
import {
  DISRUPTOR_DAMAGE,
  GARMENT_KEEPER,
  miniIndex as index,
  RANGED_DAMAGE,
  SHIELD_OVERCHARGE,
  THE_SENTINEL,
} from './fixtures/miniGame';
import { GAME_VERSIONS, realGame } from './fixtures/realData';

describe('reading modifiers from level descriptions', () => {
  it.each([
    ['+3% ranged weapon damage', 'Ranged weapon damage', 3, 'percent'],
    ['Garment durability loss -15%', 'Garment durability loss', -15, 'percent'],
    ['Max health +25', 'Max health', 25, 'none'],
    ['Poison takes longer to build up: +20%', 'Poison takes longer to build up', 20, 'percent'],
    [
      'Max-stamina loss while dehydrated reduced 15%',
      'Max-stamina loss while dehydrated',
      -15,
      'percent',
    ],
    ['Increases ranged weapon damage by 3%.', 'Ranged weapon damage', 3, 'percent'],
    ['Reduces stamina drain by 10%', 'Stamina drain', -10, 'percent'],
    ['Needs prescience: vehicle heat generation -20%', 'Vehicle heat generation', -20, 'percent'],
    ['Recharge rate +1.5%', 'Recharge rate', 1.5, 'percent'],
  ])('reads %j', (text, name, value, unit) => {
    expect(readModifiers(text)).toEqual([{ name, value, unit }]);
  });

  it('lets a bare number take the name of the level below, and its sign when it has none', () => {
    const below = [
      { name: 'Max-stamina loss while dehydrated', value: -15, unit: 'percent' as const },
    ];
    expect(readModifiers('-20%', below)).toEqual([{ ...below[0], value: -20 }]);
    expect(readModifiers('25%', below)).toEqual([{ ...below[0], value: -25 }]);
    expect(readModifiers('+25%', below)).toEqual([{ ...below[0], value: 25 }]);
    expect(readModifiers('-20%')).toEqual([]);
  });

  it('keeps the longer name of the level below when a level shortens it', () => {
    const below = [{ name: 'Weapon/tool durability loss', value: -30, unit: 'percent' as const }];
    expect(readModifiers('Durability loss -40%', below)).toEqual([{ ...below[0], value: -40 }]);
  });

  it('reads nothing from effects that are not a number on a stat', () => {
    expect(readModifiers('Needs prescience: hits drain the power pack x1.3 for 10s')).toEqual([]);
    expect(readModifiers('Lets you make sinkcharts of surveyed areas')).toEqual([]);
    expect(readModifiers('Stronger (no number found)')).toEqual([]);
  });

  it('reads every level of a skill, carrying names upwards', () => {
    const disruptor = index.skillsById.get(DISRUPTOR_DAMAGE);
    expect(disruptor && skillLevelModifiers(disruptor).map((l) => l.map((m) => m.value))).toEqual([
      [5],
      [10],
      [15],
    ]);
  });
});

describe('categories', () => {
  it('are the spec’s 13', () => {
    expect(MODIFIER_CATEGORIES).toEqual([
      'Health',
      'Devices',
      'Vehicles',
      'Prescience',
      'Damage',
      'Resistance',
      'Speed',
      'Armor',
      'Accuracy',
      'Critical',
      'Cooldown',
      'Effect',
      'Other',
    ]);
  });

  it.each([
    ['Ranged weapon damage', 'Damage'],
    ['Max health', 'Health'],
    ['Healing you apply to yourself', 'Health'],
    ['Suspensor belt power drain', 'Devices'],
    ['Ornithopter fuel use', 'Vehicles'],
    ['Poise damage taken', 'Resistance'],
    ['Sunstroke build-up', 'Resistance'],
    ['Sprint speed', 'Speed'],
    ['Garment durability loss', 'Armor'],
    ['Weapon spread', 'Accuracy'],
    ['Headshot damage', 'Critical'],
    ['Voice ability cooldowns', 'Cooldown'],
    ['Buff duration', 'Effect'],
    ['Something new', 'Other'],
  ])('puts %j in %s', (name, category) => {
    expect(modifierCategory(name)).toBe(category);
  });

  it('puts the modifiers of a skill that needs Prescience under Prescience', () => {
    expect(modifierCategory('Vehicle heat generation', true)).toBe('Prescience');
  });
});

describe('the Build Modifiers panel', () => {
  it('totals same-named modifiers over passives only, by category', () => {
    const build = clickSkills(index, [
      RANGED_DAMAGE,
      RANGED_DAMAGE,
      DISRUPTOR_DAMAGE,
      THE_SENTINEL,
      GARMENT_KEEPER,
      SHIELD_OVERCHARGE,
    ]);
    expect(buildModifiers(build, index)).toEqual([
      {
        category: 'Damage',
        modifiers: [
          {
            name: 'Disruptor damage',
            value: 5,
            unit: 'percent',
            category: 'Damage',
            skillIds: [DISRUPTOR_DAMAGE],
          },
          {
            name: 'Ranged weapon damage',
            value: 6,
            unit: 'percent',
            category: 'Damage',
            skillIds: [RANGED_DAMAGE],
          },
        ],
      },
      {
        category: 'Armor',
        modifiers: [
          {
            name: 'Garment durability loss',
            value: -15,
            unit: 'percent',
            category: 'Armor',
            skillIds: [GARMENT_KEEPER],
          },
        ],
      },
    ]);
  });

  it('is empty with no passives, and has the spec’s empty text', () => {
    expect(buildModifiers(clickSkills(index, [THE_SENTINEL]), index)).toEqual([]);
    expect(buildModifiers(emptyBuild(), index)).toEqual([]);
    expect(NO_PASSIVE_MODIFIERS).toBe('No passive modifiers in this build yet.');
  });

  it('formats values with their sign and unit', () => {
    expect(formatModifierValue({ value: 9, unit: 'percent' })).toBe('+9%');
    expect(formatModifierValue({ value: -25, unit: 'percent' })).toBe('-25%');
    expect(formatModifierValue({ value: 40, unit: 'none' })).toBe('+40');
  });
});

/**
 * Every passive level of the real data whose text yields no modifier. These effects add a
 * behaviour rather than a number on a stat (or their number is not published). A change to
 * the data that makes the parser miss a real modifier shows up here as a new entry.
 */
const TEXT_ONLY_PASSIVE_LEVELS = [
  'Reflexive Reload 1',
  'Shield Overcharge 1',
  'Cartographer 1',
  'Spice Surveyor 1',
  'Bindu Dodge 1',
  'Screech 1',
  'Precise Parry 1',
  'Precise Parry 2',
  'Precise Parry 3',
  'Confidence 1',
  'Confidence 2',
  'Confidence 3',
  'Prescient Strike 1',
];

describe.each(GAME_VERSIONS)('every passive of game data %s', (version) => {
  const { data } = realGame(version);
  const passives = data.skills.filter((s) => s.type === 'Passive');

  it('is read, except the known text-only effects', () => {
    const unread = passives.flatMap((skill) =>
      skillLevelModifiers(skill).flatMap((mods, i) =>
        mods.length === 0 ? [`${skill.name} ${i + 1}`] : [],
      ),
    );
    expect(unread.sort()).toEqual([...TEXT_ONLY_PASSIVE_LEVELS].sort());
  });

  it('reads one modifier per readable level, with the same name and unit on every level', () => {
    for (const skill of passives) {
      const levels = skillLevelModifiers(skill).filter((mods) => mods.length > 0);
      for (const mods of levels) expect(mods, skill.name).toHaveLength(1);
      expect(
        new Set(levels.map((mods) => `${mods[0]?.name}|${mods[0]?.unit}`)).size,
        skill.name,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('sums Ranged Damage of Trooper and Mentat into one modifier', () => {
    const { index } = realGame(version);
    const ranged = passives.filter((s) => s.name === 'Ranged Damage');
    expect(ranged).toHaveLength(2);
    const build = {
      ...emptyBuild(),
      characterBuild: ranged.map((s) => ({ skillId: s.id, level: 3 })),
    };
    const damage = buildModifiers(build, index).find((g) => g.category === 'Damage');
    expect(damage?.modifiers).toEqual([
      expect.objectContaining({ name: 'Ranged weapon damage', value: 18, unit: 'percent' }),
    ]);
  });
});
