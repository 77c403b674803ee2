import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseLiveData, parseSkillFacts, shownStatKeys } from '../../scripts/build-game-data';
import { readGameVersion } from '../../server/game/readGameFiles';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const livePath = path.resolve(repoRoot, '../shared/data/live-1.5.3.6.json');
const factsPath = path.resolve(repoRoot, '../shared/data/skill-facts.json');
const hasSources = existsSync(livePath) && existsSync(factsPath);
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8')) as unknown;

// Every number is traceable: the committed 1.5.3.6 data against the live export, field by field.
describe.skipIf(!hasSources)('1.5.3.6 data against live-1.5.3.6.json', () => {
  const live = hasSources ? parseLiveData(readJson(livePath)) : null;
  const facts = hasSources ? parseSkillFacts(readJson(factsPath)) : null;
  const data = readGameVersion(path.join(repoRoot, 'data/game'), '1.5.3.6');
  const byTag = new Map(data.skills.map((s) => [s.gameTag, s]));
  const tagById = new Map(data.skills.map((s) => [s.id, s.gameTag]));
  const records = live?.skills.filter((r) => r.hidden !== true) ?? [];
  const factGrid = new Map(
    facts?.classes.flatMap((c) =>
      c.trees.flatMap((t) => t.skills.map((s) => [s.gameTag, s.gameGrid] as const)),
    ) ?? [],
  );

  it('has every non-hidden record and none of the hidden ones', () => {
    expect(records).toHaveLength(109);
    expect(data.skills.map((s) => s.gameTag).sort()).toEqual(records.map((r) => r.gameTag).sort());
    for (const hidden of live?.skills.filter((r) => r.hidden === true) ?? []) {
      expect(byTag.has(hidden.gameTag), hidden.gameTag).toBe(false);
    }
  });

  it('keeps each record’s name, type, modes, levels, costs, links, cell and stats', () => {
    for (const record of records) {
      const skill = byTag.get(record.gameTag);
      if (!skill || !live) throw new Error(`${record.gameTag} missing`);
      const where = `${record.name} (${record.gameTag})`;
      expect(skill.name, where).toBe(record.name);
      expect(skill.type, where).toBe(record.type);
      expect([...skill.gameModes].sort(), where).toEqual([...record.gameModes].sort());
      expect(
        skill.levels.map((l) => l.cost),
        where,
      ).toEqual(record.costPerLevel);
      expect(skill.levels, where).toHaveLength(record.maxLevel);
      const tree = data.trees.find((t) => t.id === skill.treeId);
      const linked = (tree?.links ?? [])
        .filter(([a, b]) => a === skill.id || b === skill.id)
        .map(([a, b]) => tagById.get(a === skill.id ? b : a));
      // The game lists a link on one side or both (entry nodes list none): either counts.
      const links = new Set(record.links);
      for (const other of records)
        if (other.links.includes(record.gameTag)) links.add(other.gameTag);
      expect(linked.sort(), where).toEqual([...links].sort());
      const grid = factGrid.get(record.gameTag);
      if (grid) expect(record.gameGrid, where).toEqual(grid);
      const shown = shownStatKeys(record, live.statKinds);
      skill.levels.forEach((level, i) => {
        const expected = record.stats
          .filter((stat) => shown.includes(stat.key))
          .map((stat) => ({
            key: stat.key,
            label: live.statKinds[stat.key]?.label,
            value: stat.values[i],
            format: live.statKinds[stat.key]?.unit,
          }));
        expect(level.stats, `${where} level ${i + 1}`).toEqual(expected);
        expect(level.descriptionSource).toBe(expected.length > 0 ? 'stats' : 'text');
      });
    }
  });

  it('corrects Field Maintenance to 15/20/25% and shows one of each UI_ pair', () => {
    const field = byTag.get('Skills.Attribute.Weaponry4');
    expect(field?.levels.map((l) => l.description)).toEqual([
      'Weapon and tool durability loss reduction: +15%.',
      'Weapon and tool durability loss reduction: +20%.',
      'Weapon and tool durability loss reduction: +25%.',
    ]);
    const bleed = byTag.get('Skills.Attribute.Resolve1');
    expect(bleed?.levels[0]?.stats.map((s) => s.key)).toEqual(['UI_BleedTolerance']);
  });
});
