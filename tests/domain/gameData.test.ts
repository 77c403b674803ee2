import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildGameData,
  parseLiveData,
  parseSkillFacts,
  parseSkillIds,
  parseTreeIds,
  renderJson,
  UNPUBLISHED_LEVEL_DESCRIPTION,
  type LiveData,
  type SkillFacts,
} from '../../scripts/build-game-data';
import { readGameManifest, readGameVersion } from '../../server/game/readGameFiles';
import type { GameData, Skill } from '../../src/skills/gameData';
import {
  GameDataError,
  parseGameManifest,
  validateGameVersion,
} from '../../src/skills/gameDataValidation';
import { indexGameData } from '../../src/skills/gameIndex';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = path.join(repoRoot, 'data/game');
const factsPath = path.resolve(repoRoot, '../shared/data/skill-facts.json');
// The facts live beside the repository, not in it: checks against them run where they exist.
const livePath = path.resolve(repoRoot, '../shared/data/live-1.5.3.6.json');
const hasFacts = existsSync(factsPath) && existsSync(livePath);

const VERSIONS = ['1.5.3.6', '1.5', 'launch'] as const;
const TREES_BY_CLASS: Record<string, string[]> = {
  trooper: ['Gunnery', 'Suspensor Training', 'Tactical Tech'],
  mentat: ['Mental Calculus', 'Assassination', 'Tactician'],
  planetologist: ['Scientist', 'Explorer', 'Mechanic'],
  'bene-gesserit-acolyte': ['Weirding Way', 'The Voice', 'Body Control'],
  swordmaster: ['The Blade', 'The Will', 'The Way'],
};
const UPDATED_IN_15 = [
  'Stunner',
  'Weirding Step',
  'Compel',
  'Stop',
  'Deflection',
  'Crippling Strike',
];

const loaded = new Map<string, GameData>(VERSIONS.map((v) => [v, readGameVersion(dataDir, v)]));
function gameData(version: string): GameData {
  const data = loaded.get(version);
  if (!data) throw new Error(`version ${version} not loaded`);
  return data;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/** Skill names repeat across classes (Ranged Damage, Blade Damage), so look up by tree too. */
function skillIn(data: GameData, treeName: string, skillName: string): Skill {
  const tree = data.trees.find((t) => t.name === treeName);
  const skill = data.skills.find((s) => s.treeId === tree?.id && s.name === skillName);
  if (!skill) throw new Error(`${treeName} / ${skillName} not found`);
  return skill;
}

interface RawVersion {
  classes: { id: number; slug: string }[];
  trees: { id: number; classId: number; links: [number, number][] }[];
  skills: {
    id: number;
    name: string;
    gameTag: string;
    levels: { level: number; cost: unknown }[];
    position: { col: number; row: number } | null;
  }[];
}

/** A fresh, mutable copy of the launch files as read from disk. */
function rawLaunch(): RawVersion {
  const dir = path.join(dataDir, 'launch');
  return {
    classes: readJson(path.join(dir, 'classes.json')),
    trees: readJson(path.join(dir, 'trees.json')),
    skills: readJson(path.join(dir, 'skills.json')),
  } as RawVersion;
}

function problemsOf(raw: RawVersion): string[] {
  try {
    validateGameVersion('launch', raw);
  } catch (error) {
    expect(error).toBeInstanceOf(GameDataError);
    return [...(error as GameDataError).problems];
  }
  throw new Error('expected validateGameVersion to reject the data');
}

describe('committed game data', () => {
  it('lists the three versions in the manifest, 1.5.3.6 current and of 1.5’s structure', () => {
    const manifest = readGameManifest(dataDir);
    expect(manifest.current).toBe('1.5.3.6');
    expect(manifest.versions.map(({ id, label }) => [id, label])).toEqual([
      ['1.5.3.6', 'Update 1.5.3.6'],
      ['1.5', 'Update 1.5'],
      ['launch', 'Launch'],
    ]);
    const [current, previous, launch] = manifest.versions;
    expect(current?.structure).toBe(previous?.structure);
    expect(launch?.structure).not.toBe(current?.structure);
  });

  describe.each(VERSIONS)('version %s', (version) => {
    const data = gameData(version);
    const index = indexGameData(data);

    it('has 5 classes in the spec order, 15 trees and 108 skills', () => {
      expect(data.classes.map((c) => [c.id, c.slug, c.name])).toEqual([
        [1, 'trooper', 'Trooper'],
        [2, 'mentat', 'Mentat'],
        [3, 'planetologist', 'Planetologist'],
        [4, 'bene-gesserit-acolyte', 'Bene Gesserit Acolyte'],
        [5, 'swordmaster', 'Swordmaster'],
      ]);
      expect(data.trees).toHaveLength(15);
      // 1.5.3.6 adds Cartographer's single-player record; a mode's trees hold 108 skills.
      expect(data.skills).toHaveLength(version === '1.5.3.6' ? 109 : 108);
      expect(index.skillsById.size).toBe(108);
      for (const c of data.classes) {
        expect(c.imageUrl).toBe(`/images/classes/${c.slug}.svg`);
        expect(c.videoUrl).toBeNull();
      }
    });

    it('shows each class its trees in display order', () => {
      for (const c of data.classes) {
        const trees = index.treesByClassId.get(c.id) ?? [];
        expect(trees.map((t) => t.name)).toEqual(TREES_BY_CLASS[c.slug]);
        expect(trees.map((t) => t.order)).toEqual([0, 1, 2]);
      }
      expect(data.trees.map((t) => t.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    });

    it('links only skills of the tree the link belongs to', () => {
      const skillsById = new Map(data.skills.map((s) => [s.id, s]));
      for (const tree of data.trees) {
        expect(tree.links.length).toBeGreaterThan(0);
        for (const [a, b] of tree.links) {
          expect(a).toBeLessThan(b);
          expect(skillsById.get(a)?.treeId).toBe(tree.id);
          expect(skillsById.get(b)?.treeId).toBe(tree.id);
        }
      }
    });

    it('gives every skill above row 0 a prerequisite and every tree one entry skill', () => {
      for (const skill of index.skillsById.values()) {
        const prerequisites = index.prerequisiteIds.get(skill.id) ?? [];
        if (skill.position?.row === 0) expect(prerequisites).toEqual([]);
        else expect(prerequisites.length, skill.name).toBeGreaterThan(0);
      }
      for (const tree of data.trees) {
        const entries = (index.skillsByTreeId.get(tree.id) ?? []).filter(
          (s) => s.position?.row === 0,
        );
        expect(entries, tree.name).toHaveLength(1);
      }
    });

    it('numbers levels 1..n with a positive whole cost each', () => {
      for (const skill of data.skills) {
        expect(skill.levels.map((l) => l.level)).toEqual(
          Array.from({ length: skill.levels.length }, (_, i) => i + 1),
        );
        for (const level of skill.levels) {
          expect(Number.isInteger(level.cost) && (level.cost ?? 0) > 0, skill.name).toBe(true);
        }
        // The skill's own icon (tests/domain/skillIcons.test.ts checks the choice).
        expect(skill.icon_name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    });

    it('uses the committed ids: same gameTag, same id', () => {
      const skillIds = parseSkillIds(readJson(path.join(dataDir, 'skill-ids.json')));
      const idByTag = new Map(skillIds.map((e) => [e.gameTag, e.id]));
      for (const skill of data.skills)
        expect(skill.id, skill.gameTag).toBe(idByTag.get(skill.gameTag));
      expect(new Set(data.skills.map((s) => s.id)).size).toBe(data.skills.length);

      const treeIds = parseTreeIds(readJson(path.join(dataDir, 'tree-ids.json')));
      expect(data.trees.map((t) => [t.id, t.name])).toEqual(treeIds.map((e) => [e.id, e.name]));
    });
  });

  it('keeps one id per gameTag in the committed list, and the same ids in both versions', () => {
    const skillIds = parseSkillIds(readJson(path.join(dataDir, 'skill-ids.json')));
    expect(skillIds.map((e) => e.id)).toEqual(Array.from({ length: 109 }, (_, i) => i + 1));
    expect(skillIds[108]).toEqual({
      id: 109,
      gameTag: 'Skills.Attribute.Explorer6',
      name: 'Cartographer',
    });
    expect(new Set(skillIds.map((e) => e.gameTag)).size).toBe(skillIds.length);
    const idsOf = (data: GameData) => data.skills.map((s) => [s.gameTag, s.id]);
    expect(idsOf(gameData('1.5'))).toEqual(idsOf(gameData('launch')));
  });

  it('gives the six abilities of update 1.5 three levels whose new effects are marked unknown', () => {
    const current = gameData('1.5');
    const launch = gameData('launch');
    const updated = current.skills.filter((s) => UPDATED_IN_15.includes(s.name));
    expect(updated.map((s) => s.name).sort()).toEqual([...UPDATED_IN_15].sort());
    for (const skill of updated) {
      expect(skill.type).toBe('Ability');
      expect(skill.levels.map((l) => l.effectKnown)).toEqual([true, false, false]);
      expect(skill.levels[1]?.description).toBe(UNPUBLISHED_LEVEL_DESCRIPTION);
      expect(skill.levels[2]?.description).toBe(UNPUBLISHED_LEVEL_DESCRIPTION);
      const before = launch.skills.find((s) => s.id === skill.id);
      expect(before?.levels).toHaveLength(1);
      expect(before?.levels[0]).toEqual(skill.levels[0]);
    }
    // Everything else is the same in both versions (but the modes: launch had no single-player
    // worlds), and only those levels are unknown.
    const others = (data: GameData) =>
      data.skills
        .filter((s) => !UPDATED_IN_15.includes(s.name))
        .map((s) => ({ ...s, gameModes: [] }));
    expect(others(current)).toEqual(others(launch));
    expect(launch.skills.every((s) => s.levels.every((l) => l.effectKnown))).toBe(true);
  });

  it('derives prerequisites from linked skills in a lower row', () => {
    const data = gameData('1.5');
    const index = indexGameData(data);
    const prerequisites = (tree: string, name: string) =>
      (index.prerequisiteIds.get(skillIn(data, tree, name).id) ?? []).map(
        (id) => index.skillsById.get(id)?.name,
      );
    expect(prerequisites('Gunnery', 'Disruptor Damage')).toEqual(['Ranged Damage']);
    expect(prerequisites('Gunnery', 'Ranged Damage')).toEqual([]);
    expect(prerequisites('Gunnery', 'Scattergun Damage')).toEqual([
      'Disruptor Damage',
      'Center of Mass',
    ]);
    expect(prerequisites('Gunnery', 'Energy Capsule')).toEqual(['Heavy Weapon Damage', 'Gunsmith']);
    expect(prerequisites('Explorer', 'Scanner Mastery')).toEqual(['Cartographer']);
    expect(index.dependantIds.get(skillIn(data, 'The Way', 'Knee Charge').id)?.length).toBe(2);
  });
});

describe.skipIf(!hasFacts)('committed game data against the skill facts', () => {
  const facts: SkillFacts = hasFacts ? parseSkillFacts(readJson(factsPath)) : { classes: [] };
  const live: LiveData = hasFacts
    ? parseLiveData(readJson(livePath))
    : { meta: { gameVersion: '' }, statKinds: {}, skills: [] };
  const factSkills = facts.classes.flatMap((c) => c.trees.flatMap((t) => t.skills));
  const committedIds = () => ({
    skillIds: parseSkillIds(readJson(path.join(dataDir, 'skill-ids.json'))),
    treeIds: parseTreeIds(readJson(path.join(dataDir, 'tree-ids.json'))),
  });

  it('keeps the launch costs and the 1.5 costs of the facts', () => {
    expect(factSkills).toHaveLength(108);
    for (const fact of factSkills) {
      const costs = (data: GameData) =>
        data.skills.find((s) => s.gameTag === fact.gameTag)?.levels.map((l) => l.cost);
      const launchCosts = fact.levels.map((l) => l.cost);
      expect(costs(gameData('launch')), fact.name).toEqual(launchCosts);
      expect(costs(gameData('1.5')), fact.name).toEqual(fact.costPerLevel_v15 ?? launchCosts);
    }
  });

  it('adds up to the facts’ SP totals per tree in both versions', () => {
    for (const factClass of facts.classes) {
      for (const tree of factClass.trees) {
        const total = (data: GameData) => {
          const treeId = data.trees.find((t) => t.name === tree.name)?.id;
          return data.skills
            .filter((s) => s.treeId === treeId)
            .flatMap((s) => s.levels)
            .reduce((sum, l) => sum + (l.cost ?? 0), 0);
        };
        expect(total(gameData('launch')), tree.name).toBe(tree['spToMax']);
        expect(total(gameData('1.5')), tree.name).toBe(tree['spToMax_v15']);
      }
    }
  });

  it('is what the build script makes of the facts (run `npm run data:build` if not)', () => {
    const built = buildGameData(facts, live, committedIds());
    expect(renderJson(built.manifest)).toBe(
      readFileSync(path.join(dataDir, 'manifest.json'), 'utf8'),
    );
    for (const [version, files] of built.versions) {
      for (const name of ['classes', 'trees', 'skills'] as const) {
        const file = path.join(dataDir, version, `${name}.json`);
        expect(renderJson(files[name]), file).toBe(readFileSync(file, 'utf8'));
      }
    }
  });

  it('never moves or reuses an id when skills are added, renamed or retired', () => {
    const committed = committedIds();
    const changed = structuredClone(facts);
    const gunnery = changed.classes[0]?.trees[0];
    const first = gunnery?.skills[0];
    if (!gunnery || !first) throw new Error('facts have no Gunnery');
    gunnery.positions['Renamed Ranged Damage'] = gunnery.positions[first.name] ?? [0, 0];
    for (const skill of gunnery.skills) {
      skill.requires = skill.requires.map((n) => (n === first.name ? 'Renamed Ranged Damage' : n));
    }
    first.name = 'Renamed Ranged Damage';
    // Prescient Strike plays a skill the list has not seen yet; id 300 one that left the game.
    const newTag = 'Skills.Spice.ShadowStrike';
    const retired = { id: 300, gameTag: 'Skills.Retired.Example', name: 'Retired' };
    const skillIds = [...committed.skillIds.filter((e) => e.gameTag !== newTag), retired];

    const built = buildGameData(changed, live, { ...committed, skillIds });
    const idOf = (tag: string) => built.skillIds.find((e) => e.gameTag === tag);
    expect(idOf(first.gameTag)).toEqual({
      id: 1,
      gameTag: first.gameTag,
      name: 'Renamed Ranged Damage',
    });
    expect(idOf(newTag)?.id).toBe(301);
    expect(built.skillIds).toContainEqual(retired);
    expect(built.versions.get('launch')?.skills.find((s) => s.gameTag === newTag)?.id).toBe(301);
    // Ids below the new one stay where they were.
    for (const entry of committed.skillIds.filter((e) => e.gameTag !== newTag)) {
      expect(idOf(entry.gameTag)?.id).toBe(entry.id);
    }
  });

  it('refuses a skill it has no summary for rather than inventing one', () => {
    const changed = structuredClone(facts);
    const skill = changed.classes[0]?.trees[0]?.skills[0];
    if (!skill) throw new Error('facts have no skill');
    const changedLive = structuredClone(live);
    const record = changedLive.skills.find((s) => s.gameTag === skill.gameTag);
    if (!record) throw new Error('live export has no such skill');
    for (const other of changedLive.skills) {
      other.links = other.links.map((tag) => (tag === skill.gameTag ? 'Skills.Perk.Unknown' : tag));
    }
    skill.gameTag = 'Skills.Perk.Unknown';
    record.gameTag = 'Skills.Perk.Unknown';
    expect(() => buildGameData(changed, changedLive, committedIds())).toThrow(
      'No summary for Skills.Perk.Unknown',
    );
  });
});

describe('validateGameVersion rejects broken data', () => {
  it('accepts the unmodified copy', () => {
    expect(() => validateGameVersion('launch', rawLaunch())).not.toThrow();
  });

  it('names a link to a skill of another tree', () => {
    const raw = rawLaunch();
    const compel = raw.skills.find((s) => s.name === 'Compel');
    raw.trees[0]?.links.push([1, compel?.id ?? 0]);
    expect(problemsOf(raw)).toContain(
      `launch/trees.json: tree 1 "Gunnery": link [1, ${compel?.id}] names skill ${compel?.id} "Compel" of tree 11 "The Voice", not of this tree`,
    );
  });

  it('names a skill above row 0 that has no prerequisite', () => {
    const raw = rawLaunch();
    const gunnery = raw.trees[0];
    if (!gunnery) throw new Error('no Gunnery');
    gunnery.links = gunnery.links.filter(([a, b]) => !(a === 1 && b === 2));
    expect(problemsOf(raw)).toEqual([
      'launch/skills.json: skill 2 "Disruptor Damage" in row 1 has no prerequisite (no linked skill in a lower row); only row 0 skills may be entry skills',
    ]);
  });

  it('names a duplicate skill id', () => {
    const raw = rawLaunch();
    const second = raw.skills[1];
    if (!second) throw new Error('no skill');
    second.id = 1;
    expect(problemsOf(raw)).toContain(
      'launch/skills.json: duplicate skill id 1 ("Ranged Damage", "Disruptor Damage")',
    );
  });

  it('names the file, record and field of a value of the wrong type', () => {
    const raw = rawLaunch();
    const level = raw.skills[12]?.levels[0];
    if (!level) throw new Error('no level');
    level.cost = 'three';
    const problems = problemsOf(raw);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^launch\/skills\.json\[12\]\.levels\[0\]\.cost: .*expected number/,
    );
  });

  it('collects every problem before throwing, and lists them in the message', () => {
    const raw = rawLaunch();
    const [first, second] = raw.skills;
    const tree = raw.trees[0];
    const trooper = raw.classes[0];
    const mentat = raw.classes[1];
    if (!first || !second || !tree || !trooper || !mentat) throw new Error('data missing');
    tree.links.push([3, 3]);
    tree.classId = 99;
    mentat.slug = trooper.slug;
    second.gameTag = first.gameTag;
    second.position = { col: 0, row: 0 };
    const levels = raw.skills[0]?.levels;
    if (levels?.[1]) levels[1].level = 3;
    raw.skills[2] = { ...second, id: 200, gameTag: 'x', levels: second.levels, name: 'Orphan' };
    const orphan = raw.skills[2] as RawVersion['skills'][number] & { treeId: number };
    orphan.treeId = 77;

    let error: unknown;
    try {
      validateGameVersion('launch', raw);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GameDataError);
    const message = (error as GameDataError).message;
    for (const expected of [
      'links a skill to itself',
      'tree 1 "Gunnery": class 99 does not exist',
      'duplicate class slug "trooper"',
      'duplicate gameTag "Skills.Attribute.Weaponry1"',
      'skill 200 "Orphan": tree 77 does not exist',
      'levels must be numbered 1..3 in order, found 1, 3, 3',
      'skill 1 "Ranged Damage" and skill 2 "Disruptor Damage" share cell (col 0, row 0)',
    ]) {
      expect(message).toContain(expected);
    }
    expect(message).toMatch(/^Game data launch is invalid \(\d+ problems\):\n- /);
  });

  it('rejects a manifest whose current version is not listed', () => {
    expect(() =>
      parseGameManifest({ current: '2.0', versions: [{ id: 'launch', label: 'Launch' }] }),
    ).toThrow('manifest.json: current version "2.0" is not in versions');
  });
});

describe('reading game files', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'game-data-'));
  afterAll(() => {
    rmSync(tmp, { recursive: true, force: true });
  });

  it('names a missing file', () => {
    expect(() => readGameVersion(tmp, 'launch')).toThrow(
      `${path.join(tmp, 'launch', 'classes.json')}: cannot be read (file not found)`,
    );
  });

  it('names a file that is not JSON', () => {
    mkdirSync(path.join(tmp, 'broken'));
    writeFileSync(path.join(tmp, 'broken', 'classes.json'), '{ not json');
    expect(() => readGameVersion(tmp, 'broken')).toThrow(
      `${path.join(tmp, 'broken', 'classes.json')}: is not valid JSON`,
    );
  });

  it('refuses a version id that could leave the data folder', () => {
    expect(() => readGameVersion(tmp, '../launch')).toThrow('is not a valid game version id');
  });
});
