import { describe, expect, it } from 'vitest';
import { chooseSlotSkill } from '../../src/skills/activeSlots';
import { allocateSkill } from '../../src/skills/allocation';
import { BASE64URL } from '../../src/skills/bitStream';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { fnv1a32, gameDataChecksum } from '../../src/skills/checksum';
import { indexGameData } from '../../src/skills/gameIndex';
import {
  DAMAGED_SHARE_CODE,
  decodeShareCode,
  encodeShareCode,
  INVALID_SHARE_CODE,
  NEWER_SHARE_CODE,
  readShareCodeHeader,
} from '../../src/skills/shareCode';
import {
  setAllAdvancedTrainerAccess,
  setAdvancedTrainerAccess,
} from '../../src/skills/trainerAccess';
import { clickSkills, longestPlanBuild, maxedBuild, shareCodeFields } from './fixtures/builds';
import {
  CENTER_OF_MASS,
  DISRUPTOR_DAMAGE,
  GUNSMITH,
  MARKSMAN,
  miniGameData,
  miniIndex as index,
  RANGED_DAMAGE,
  STUNNER,
  THE_SENTINEL,
} from './fixtures/miniGame';
import { GAME_VERSIONS, realGame } from './fixtures/realData';

function roundTrip(build: Build, idx = index) {
  const decoded = decodeShareCode(encodeShareCode(build, idx), idx);
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded;
}

function sample(): Build {
  let build = clickSkills(index, [
    THE_SENTINEL,
    MARKSMAN,
    RANGED_DAMAGE,
    STUNNER,
    THE_SENTINEL,
    CENTER_OF_MASS,
    RANGED_DAMAGE,
    GUNSMITH,
  ]);
  build = chooseSlotSkill(build, index, 'ability', 2, STUNNER);
  build = chooseSlotSkill(build, index, 'ability', 0, THE_SENTINEL);
  build = chooseSlotSkill(build, index, 'technique', 1, MARKSMAN);
  build = setAdvancedTrainerAccess(build, 'mentat', true);
  return {
    ...build,
    selectedClass: 'mentat',
    customSkillPointCap: 150,
    levelingOrder: false,
    buildTags: ['Sniper', 'Mechanic'],
    buildTypeTags: ['Leveling Build'],
  };
}

describe('share codes', () => {
  it('give back the same build: levels, plan order, slots, access, cap, class, tags', () => {
    const build = sample();
    const decoded = roundTrip(build);
    expect(shareCodeFields(decoded.build)).toEqual(shareCodeFields(build));
    expect(decoded).toMatchObject({ gameVersion: 'mini', sameGameData: true, problems: [] });
    expect(decoded.build.buildTitle).toBe('Build Title');
  });

  it('round-trip the empty build and the all-access build', () => {
    expect(shareCodeFields(roundTrip(emptyBuild()).build)).toEqual(shareCodeFields(emptyBuild()));
    const all = setAllAdvancedTrainerAccess(clickSkills(index, [RANGED_DAMAGE]), true);
    expect(shareCodeFields(roundTrip(all).build)).toEqual(shareCodeFields(all));
  });

  it('are URL-safe text starting with the format version', () => {
    const code = encodeShareCode(sample(), index);
    expect(code).toMatch(/^1[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(code)).toBe(code);
  });

  it('tell which game data to load before decoding', () => {
    const header = readShareCodeHeader(encodeShareCode(sample(), index));
    expect(header).toEqual({
      ok: true,
      value: { gameVersion: 'mini', checksum: gameDataChecksum(miniGameData()) },
    });
  });

  it('give the plan from a build that lost it', () => {
    const build = { ...clickSkills(index, [RANGED_DAMAGE, RANGED_DAMAGE]), levellingPlan: [] };
    expect(roundTrip(build).build.levellingPlan.map((s) => s.level)).toEqual([1, 2]);
  });
});

describe.each(GAME_VERSIONS)('share codes over the real data %s', (version) => {
  const { index: real } = realGame(version);

  function fullBuild(): Build {
    let build = maxedBuild(real, {
      ...emptyBuild(),
      customSkillPointCap: 200,
      buildTypeTags: ['Leveling Build'],
    });
    const ofType = (type: string) =>
      build.characterBuild
        .filter((e) => real.skillsById.get(e.skillId)?.type === type)
        .map((e) => e.skillId);
    const [abilities, techniques] = [ofType('Ability'), ofType('Technique')];
    for (let slot = 0; slot < 3; slot++) {
      build = chooseSlotSkill(build, real, 'ability', slot, abilities[slot] ?? null);
      build = chooseSlotSkill(build, real, 'technique', slot, techniques[slot] ?? null);
    }
    return {
      ...setAllAdvancedTrainerAccess(build, true),
      buildTags: ['PvE Combat Build', 'Sniper', 'Crafter', 'Pilot', 'Driver', 'Mechanic'],
    };
  }

  it('fit a full 200-SP build in 200 characters', () => {
    const build = fullBuild();
    expect(build.skillpoints).toBe(200);
    const code = encodeShareCode(build, real);
    expect(code.length).toBeLessThanOrEqual(200);
    expect(shareCodeFields(roundTrip(build, real).build)).toEqual(shareCodeFields(build));
  });

  it('fit the 200-SP build with the most levels in 200 characters', () => {
    const build = longestPlanBuild(real);
    expect(build.levellingPlan.length).toBeGreaterThan(110);
    const code = encodeShareCode(build, real);
    expect(code.length).toBeLessThanOrEqual(200);
    expect(shareCodeFields(roundTrip(build, real).build)).toEqual(shareCodeFields(build));
  });
});

describe('a code decoded against other game data', () => {
  it('drops the levels that no longer exist and says so', () => {
    const { index: v15 } = realGame('1.5');
    const { index: launch } = realGame('launch');
    const stunner = [...v15.skillsById.values()].find((s) => s.name === 'Stunner');
    if (!stunner) throw new Error('Stunner missing');
    // Stunner and its prerequisite path, then levels 2 and 3 that only 1.5 has.
    let build = emptyBuild();
    const path: number[] = [];
    for (
      let id: number | undefined = stunner.id;
      id !== undefined;
      id = v15.prerequisiteIds.get(id)?.[0]
    )
      path.unshift(id);
    for (const id of path) build = allocateSkill(build, v15, id);
    build = allocateSkill(allocateSkill(build, v15, stunner.id), v15, stunner.id);
    build = chooseSlotSkill(build, v15, 'ability', 0, stunner.id);
    expect(build.characterBuild.find((e) => e.skillId === stunner.id)?.level).toBe(3);

    const decoded = decodeShareCode(encodeShareCode(build, v15), launch);
    expect(decoded).toMatchObject({
      ok: true,
      gameVersion: '1.5',
      sameGameData: false,
      problems: ['Stunner has 1 level now; levels 2-3 dropped'],
    });
    if (decoded.ok) {
      expect(decoded.build.characterBuild.find((e) => e.skillId === stunner.id)?.level).toBe(1);
      expect(decoded.build.activeAbilities[0]).toBe(stunner.id);
    }
  });

  it('names skills that no longer exist and what depended on them', () => {
    let build = clickSkills(index, [
      RANGED_DAMAGE,
      DISRUPTOR_DAMAGE,
      GUNSMITH,
      THE_SENTINEL,
      MARKSMAN,
      STUNNER,
    ]);
    build = chooseSlotSkill(build, index, 'ability', 1, STUNNER);
    const data = miniGameData('mini-2');
    data.skills = data.skills.filter((s) => s.id !== DISRUPTOR_DAMAGE && s.id !== STUNNER);
    data.trees = data.trees.map((t) => ({
      ...t,
      links: t.links.filter(
        ([a, b]) => ![a, b].includes(DISRUPTOR_DAMAGE) && ![a, b].includes(STUNNER),
      ),
    }));
    const decoded = decodeShareCode(encodeShareCode(build, index), indexGameData(data));
    expect(decoded).toMatchObject({
      ok: true,
      sameGameData: false,
      problems: [
        `Skill ${DISRUPTOR_DAMAGE} no longer exists`,
        `Skill ${STUNNER} no longer exists`,
        'Gunsmith dropped: none of its prerequisites is active',
        `Skill ${STUNNER} removed from the active abilities`,
      ],
    });
    if (decoded.ok)
      expect(decoded.build.characterBuild.map((e) => e.skillId)).toEqual([
        RANGED_DAMAGE,
        THE_SENTINEL,
        MARKSMAN,
      ]);
  });

  it('drops the latest levels when the build now costs more than its cap', () => {
    const build = {
      ...clickSkills(index, [RANGED_DAMAGE, THE_SENTINEL, RANGED_DAMAGE]),
      customSkillPointCap: 5,
    };
    const data = miniGameData('mini-dear');
    data.skills = data.skills.map((s) =>
      s.id === THE_SENTINEL ? { ...s, levels: s.levels.map((l) => ({ ...l, cost: 2 })) } : s,
    );
    const decoded = decodeShareCode(encodeShareCode(build, index), indexGameData(data));
    expect(decoded).toMatchObject({
      ok: true,
      problems: ['Ranged Damage level 2 dropped: over the skill point cap of 5'],
    });
    if (decoded.ok) expect(decoded.build.skillpoints).toBe(3);
  });
});

describe('malformed codes', () => {
  const good = encodeShareCode(sample(), index);
  const withCheck = (payload: string) => {
    const check = fnv1a32(payload) & 0xfff;
    return `1${BASE64URL[check >> 6]}${BASE64URL[check & 63]}${payload}`;
  };

  it.each([[''], ['1'], ['1A'], ['x'.repeat(2000)], ['1AA!bc'], ['hello world']])(
    'refuse %j as not valid',
    (code) => {
      expect(decodeShareCode(code, index)).toEqual({ ok: false, message: INVALID_SHARE_CODE });
    },
  );

  it('refuse non-strings', () => {
    for (const code of [null, undefined, 42, {}, ['1AA']]) {
      expect(decodeShareCode(code, index)).toEqual({ ok: false, message: INVALID_SHARE_CODE });
    }
  });

  it('say a code of a later format comes from a newer planner', () => {
    expect(decodeShareCode(`2${good.slice(1)}`, index)).toEqual({
      ok: false,
      message: NEWER_SHARE_CODE,
    });
  });

  it('notice a changed or cut code', () => {
    const changed = good.slice(0, 10) + (good[10] === 'A' ? 'B' : 'A') + good.slice(11);
    expect(decodeShareCode(changed, index)).toEqual({ ok: false, message: DAMAGED_SHARE_CODE });
    expect(decodeShareCode(good.slice(0, -3), index)).toEqual({
      ok: false,
      message: DAMAGED_SHARE_CODE,
    });
    expect(readShareCodeHeader(good.slice(0, -3))).toEqual({
      ok: false,
      message: DAMAGED_SHARE_CODE,
    });
  });

  it('refuse payloads our encoder cannot make, even with a right check', () => {
    for (const payload of [
      '',
      'A',
      '____',
      good.slice(3) + 'AAAA',
      'A'.repeat(40),
      '_'.repeat(60),
    ]) {
      expect(decodeShareCode(withCheck(payload), index)).toEqual({
        ok: false,
        message: DAMAGED_SHARE_CODE,
      });
    }
  });

  it('accept surrounding white space', () => {
    expect(decodeShareCode(`  ${good}\n`, index).ok).toBe(true);
  });
});
