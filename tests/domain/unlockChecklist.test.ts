import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import { withActiveSlots } from '../../src/skills/activeSlots';
import type { Build } from '../../src/skills/buildSchema';
import { buildSchema } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { buildExportJson } from '../../src/skills/exportBuild';
import { indexGameData } from '../../src/skills/gameIndex';
import { IMPORT_BAD_UNLOCK_TICKS, importBuildText } from '../../src/skills/importBuild';
import { decodeShareCode, encodeShareCode } from '../../src/skills/shareCode';
import { classSlugOfSkill } from '../../src/skills/skillLookup';
import { showsTrainerWarning } from '../../src/skills/trainerAccess';
import { tickUnlock, unlockChecklist, type UnlockRow } from '../../src/skills/unlockChecklist';
import { maxedBuild } from './fixtures/builds';
import { deepFreeze } from './fixtures/freeze';
import { realGame } from './fixtures/realData';

const index = indexGameData(readGameVersion(defaultGameDataDir, '1.5.3.6'));
const full = deepFreeze(maxedBuild(index));

const rowsOf = (build: Build): UnlockRow[] => unlockChecklist(build, index) ?? [];
const skillsOfKind = (build: Build, kind: UnlockRow['kind']) =>
  rowsOf(build)
    .filter((row) => row.kind === kind)
    .flatMap((row) => row.skills);

describe('the unlock checklist', () => {
  it('asks nothing of a build that takes nothing', () => {
    expect(rowsOf(emptyBuild())).toEqual([]);
  });

  it("names each touched class's basic trainer, with the starting class's free tree", () => {
    const touched = new Set(full.characterBuild.map((e) => classSlugOfSkill(index, e.skillId)));
    const basic = rowsOf(full).filter((row) => row.kind === 'basic-trainer');
    expect(basic.map((row) => row.classSlug)).toEqual(
      ['trooper', 'mentat', 'planetologist', 'bene-gesserit-acolyte', 'swordmaster'].filter((s) =>
        touched.has(s as never),
      ),
    );
    const trooper = basic.find((row) => row.classSlug === 'trooper');
    expect(trooper).toMatchObject({
      trainer: { name: 'Ghavouri', place: "Griffin's Reach Tradepost" },
      startingAbility: 'Shigawire Claw',
      done: false,
      confidence: 'C',
    });
  });

  it('asks for the advanced trainer exactly where a skill is at level 2 or 3', () => {
    const ranked = full.characterBuild
      .filter((entry) => entry.level >= 2)
      .map((entry) => index.skillsById.get(entry.skillId)?.name);
    expect(skillsOfKind(full, 'advanced-trainer').sort()).toEqual(ranked.sort());
    const advanced = rowsOf(full).find((row) => row.kind === 'advanced-trainer');
    expect(advanced?.confidence).toBe('I');
  });

  it('lists the top-row skills under their capstone keys, marked as inferred', () => {
    const top = full.characterBuild
      .map((entry) => index.skillsById.get(entry.skillId))
      .filter((skill) => skill?.position?.row === 4)
      .map((skill) => skill?.name);
    expect(skillsOfKind(full, 'capstones').sort()).toEqual(top.sort());
    for (const row of rowsOf(full)) {
      if (row.kind !== 'capstones') continue;
      expect(row.confidence).toBe('I');
      expect(row.keys).toHaveLength(3);
    }
  });

  it('asks for the Fourth Trial of Aql for the third ability slot or a Prescience skill', () => {
    const prescient = full.characterBuild
      .map((entry) => index.skillsById.get(entry.skillId))
      .filter((skill) => skill?.prescience)
      .map((skill) => skill?.name);
    const trial = rowsOf(full).find((row) => row.kind === 'trial-of-aql');
    if (prescient.length > 0) expect(trial?.skills.sort()).toEqual(prescient.sort());
    const ability = full.characterBuild.find(
      (entry) => index.skillsById.get(entry.skillId)?.type === 'Ability',
    );
    const slotted = withActiveSlots(full, 'ability', [null, null, ability?.skillId ?? null]);
    expect(rowsOf(slotted).find((row) => row.kind === 'trial-of-aql')).toMatchObject({
      name: 'Fourth Trial of Aql',
      place: 'Hollow Hammer, in the eastern Vermillius Gap',
      thirdSlot: true,
    });
  });

  it('is null on game data without unlock facts', () => {
    expect(unlockChecklist(full, realGame('launch').index)).toBeNull();
  });
});

describe('ticking the checklist', () => {
  it("ticks the advanced trainer as the spec's access, which clears the red warning", () => {
    expect(showsTrainerWarning(full, index)).toBe(true);
    let build: Build = full;
    for (const row of rowsOf(full).filter((r) => r.kind === 'advanced-trainer')) {
      build = tickUnlock(build, row.id, true);
    }
    expect(showsTrainerWarning(build, index)).toBe(false);
    expect(rowsOf(build).every((row) => row.kind !== 'advanced-trainer' || row.done)).toBe(true);
    expect(build.unlockTicks).toBeUndefined();
  });

  it('keeps the other ticks with the build, and refuses a change that changes nothing', () => {
    const ticked = tickUnlock(tickUnlock(full, 'basic:trooper', true), 'trial-of-aql', true);
    expect(ticked.unlockTicks).toEqual(['basic:trooper', 'trial-of-aql']);
    expect(tickUnlock(ticked, 'trial-of-aql', true)).toBe(ticked);
    expect(tickUnlock(full, 'advanced:mentat', false)).toBe(full);
    const unticked = tickUnlock(tickUnlock(ticked, 'basic:trooper', false), 'trial-of-aql', false);
    expect('unlockTicks' in unticked).toBe(false);
  });

  it('travels in share codes, export files and build data; a damaged file is refused', () => {
    const ticked = tickUnlock(
      tickUnlock(full, 'capstones:mentat', true),
      'basic:swordmaster',
      true,
    );
    const decoded = decodeShareCode(encodeShareCode(ticked, index), index);
    expect(decoded.ok && decoded.build.unlockTicks).toEqual([
      'basic:swordmaster',
      'capstones:mentat',
    ]);
    const text = buildExportJson(ticked, index);
    const imported = importBuildText(text, index);
    expect(imported.ok && imported.build.unlockTicks).toEqual(ticked.unlockTicks);
    const damaged = JSON.stringify({ ...JSON.parse(text), unlockTicks: ['basic:sardaukar'] });
    expect(importBuildText(damaged, index)).toEqual({
      ok: false,
      message: IMPORT_BAD_UNLOCK_TICKS,
    });
    expect(buildSchema.parse(JSON.parse(JSON.stringify(ticked))).unlockTicks).toEqual(
      ticked.unlockTicks,
    );
    // A build without ticks has the code it had before the checklist.
    const plain = decodeShareCode(encodeShareCode(full, index), index);
    expect(plain.ok && 'unlockTicks' in plain.build).toBe(false);
  });
});
