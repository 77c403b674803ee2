import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { healthResponseSchema } from '../../src/api/contract';
import {
  classDetailSchema,
  classSkillTreeSchema,
  classSummarySchema,
  classTreesWithSkillsSchema,
  gameVersionsResponseSchema,
  skillResponseSchema,
  skillTreeListItemSchema,
} from '../../src/api/contract/gameCatalog';
import { databaseKinds, useTestApp } from './helpers';

describe.each(databaseKinds)('game data API on %s', (kind) => {
  const suite = useTestApp(kind);

  async function getJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
    const res = await suite.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return schema.parse(res.json());
  }

  it('reports health after a database round trip', async () => {
    const health = await getJson('/api/health', healthResponseSchema);
    expect(health).toEqual({ status: 'ok', database: kind, gameVersion: '1.5.3.6' });
  });

  it('lists the game versions of the manifest, current first', async () => {
    const versions = await getJson('/api/game-versions', gameVersionsResponseSchema);
    expect(versions).toEqual({
      current: '1.5.3.6',
      versions: [
        { id: '1.5.3.6', label: 'Update 1.5.3.6' },
        { id: '1.5', label: 'Update 1.5' },
        { id: 'launch', label: 'Launch' },
      ],
    });
  });

  it('lists the five classes sorted by id with the spec fields', async () => {
    const classes = await getJson('/api/classes', z.array(classSummarySchema.strict()));
    expect(classes.map((c) => [c.id, c.slug])).toEqual([
      [1, 'trooper'],
      [2, 'mentat'],
      [3, 'planetologist'],
      [4, 'bene-gesserit-acolyte'],
      [5, 'swordmaster'],
    ]);
    expect(Object.keys(classes[0] ?? {}).sort()).toEqual(
      ['description', 'id', 'imageUrl', 'name', 'slug'].sort(),
    );
    expect(classes[4]?.name).toBe('Swordmaster');
  });

  it('finds a class by slug and by id, with its video field', async () => {
    const bySlug = await getJson('/api/classes/swordmaster', classDetailSchema);
    const byId = await getJson('/api/classes/5', classDetailSchema);
    expect(byId).toEqual(bySlug);
    expect(bySlug).toMatchObject({ id: 5, slug: 'swordmaster', name: 'Swordmaster' });
    expect(bySlug).toHaveProperty('videoUrl');
    expect(bySlug.description.length).toBeGreaterThan(0);
  });

  it('lists every skill tree by class then display order', async () => {
    const trees = await getJson('/api/skill-trees', z.array(skillTreeListItemSchema));
    expect(trees).toHaveLength(15);
    const keys = trees.map((t) => [t.classId, t.order]);
    expect(keys).toEqual(
      [...keys].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)),
    );
    expect(trees[0]).toEqual({ id: 1, classId: 1, name: 'Gunnery', order: 0 });
  });

  it("lists a class's trees in display order, by slug or by id", async () => {
    const schema = z.array(classSkillTreeSchema.strict());
    const bySlug = await getJson('/api/classes/swordmaster/skill-trees', schema);
    expect(bySlug.map((t) => t.name)).toEqual(['The Blade', 'The Will', 'The Way']);
    expect(bySlug.map((t) => t.order)).toEqual([0, 1, 2]);
    expect(await getJson('/api/classes/5/skill-trees', schema)).toEqual(bySlug);
  });

  it("gives a class's trees with their links and skills, by slug or by id", async () => {
    const bySlug = await getJson(
      '/api/classes/trooper/trees-with-skills',
      classTreesWithSkillsSchema,
    );
    expect(bySlug.trees.map((t) => t.name)).toEqual([
      'Gunnery',
      'Suspensor Training',
      'Tactical Tech',
    ]);
    expect(bySlug.trees[0]?.links).toContainEqual([1, 2]);
    const treeIds = new Set(bySlug.trees.map((t) => t.id));
    expect(bySlug.skills.every((skill) => treeIds.has(skill.treeId))).toBe(true);
    expect(bySlug.skills.filter((skill) => skill.treeId === 1).map((s) => s.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(await getJson('/api/classes/1/trees-with-skills', classTreesWithSkillsSchema)).toEqual(
      bySlug,
    );
    const missing = await suite.app.inject({
      method: 'GET',
      url: '/api/classes/fremen/trees-with-skills',
    });
    expect(missing.statusCode).toBe(404);
  });

  it("lists a tree's skills bottom row first, with prerequisites and links", async () => {
    const skills = await getJson('/api/skill-trees/1/skills', z.array(skillResponseSchema));
    expect(skills.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const byName = new Map(skills.map((s) => [s.name, s]));
    expect(byName.get('Ranged Damage')).toMatchObject({
      type: 'Passive',
      treeId: 1,
      position: { col: 0, row: 0 },
      prerequisites: [],
      linkedSkillIds: [2, 3],
    });
    expect(byName.get('Scattergun Damage')).toMatchObject({
      prerequisites: [2, 3],
      linkedSkillIds: [2, 3, 7, 8],
    });
    expect(byName.get('Energy Capsule')).toMatchObject({
      type: 'Ability',
      prerequisites: [7, 8],
      linkedSkillIds: [7, 8],
    });
    const first = skills[0];
    expect(first?.levels[0]).toMatchObject({ level: 1, cost: 1, effectKnown: true });
    expect(first && Object.keys(first).sort()).toEqual(
      [
        'description',
        'gameModes',
        'gameTag',
        'icon_name',
        'id',
        'levels',
        'linkedSkillIds',
        'name',
        'position',
        'prerequisites',
        'prescience',
        'treeId',
        'type',
      ].sort(),
    );
  });

  it('serves an older game version with ?version=', async () => {
    const schema = z.array(skillResponseSchema);
    const current = await getJson('/api/skill-trees/5/skills', schema);
    const launch = await getJson('/api/skill-trees/5/skills?version=launch', schema);
    const explicit = await getJson('/api/skill-trees/5/skills?version=1.5', schema);
    expect(current.find((s) => s.name === 'Stunner')?.levels).toHaveLength(3);
    expect(launch.find((s) => s.name === 'Stunner')?.levels).toHaveLength(1);
    // 1.5 has the same structure as 1.5.3.6; only the numbers and their texts differ.
    const shape = (skills: typeof current) =>
      skills.map((s) => [s.id, s.name, s.levels.map((l) => l.cost), s.linkedSkillIds]);
    expect(shape(explicit)).toEqual(shape(current));
    expect(await getJson('/api/classes?version=launch', z.array(classSummarySchema))).toHaveLength(
      5,
    );
  });
});
