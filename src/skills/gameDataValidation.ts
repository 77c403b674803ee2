import type { z } from 'zod';
import {
  gameManifestSchema,
  gameVersionFilesSchema,
  type GameData,
  type GameManifest,
  type Skill,
  type SkillTree,
} from './gameData';
import { indexGameData } from './gameIndex';
import { GAME_MODES, type GameMode } from './gameModes';

/**
 * Validation of the game data files beyond their shape. The zod schema says what one record
 * looks like; the rules here are about how records relate (ids, links, rows), which is what
 * the allocation rules silently rely on. Every problem is collected before throwing, so one
 * run of the data build or one server start lists everything that needs fixing.
 */

/** Thrown when game data is invalid; `problems` holds one readable line per problem. */
export class GameDataError extends Error {
  readonly problems: readonly string[];

  constructor(subject: string, problems: readonly string[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`${subject} is invalid (${count}):\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'GameDataError';
    this.problems = problems;
  }
}

type IssuePath = readonly PropertyKey[];

function formatPathTail(path: IssuePath): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
}

/** `1.5/skills.json[12].levels[0].cost`: the file name first, as a person would look it up. */
function formatVersionIssue(version: string, issue: z.core.$ZodIssue): string {
  const [file, ...rest] = issue.path;
  const where =
    typeof file === 'string'
      ? `${version}/${file}.json${formatPathTail(rest)}`
      : `${version}${formatPathTail(issue.path)}`;
  return `${where}: ${issue.message}`;
}

/** Validates the manifest of game versions (`data/game/manifest.json`). */
export function parseGameManifest(raw: unknown): GameManifest {
  const parsed = gameManifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new GameDataError(
      'Game manifest',
      parsed.error.issues.map(
        (issue) => `manifest.json${formatPathTail(issue.path)}: ${issue.message}`,
      ),
    );
  }
  const manifest = parsed.data;
  const problems: string[] = [];
  const ids = manifest.versions.map((v) => v.id);
  for (const id of duplicates(ids)) problems.push(`manifest.json: version "${id}" is listed twice`);
  if (!ids.includes(manifest.current)) {
    problems.push(`manifest.json: current version "${manifest.current}" is not in versions`);
  }
  if (problems.length > 0) throw new GameDataError('Game manifest', problems);
  return manifest;
}

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const repeated = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

function describeSkill(skill: Skill): string {
  return `skill ${skill.id} "${skill.name}"`;
}

function describeTree(tree: SkillTree): string {
  return `tree ${tree.id} "${tree.name}"`;
}

/** Validates the three files of one game version: shape first, then every cross-reference. */
export function validateGameVersion(
  version: string,
  raw: { classes: unknown; trees: unknown; skills: unknown; progression?: unknown },
): GameData {
  const subject = `Game data ${version}`;
  const parsed = gameVersionFilesSchema.safeParse({
    classes: raw.classes,
    trees: raw.trees,
    skills: raw.skills,
    ...(raw.progression === undefined ? {} : { progression: raw.progression }),
  });
  if (!parsed.success) {
    // Cross-checks on records of the wrong shape would only add noise: report the shape first.
    throw new GameDataError(
      subject,
      parsed.error.issues.map((issue) => formatVersionIssue(version, issue)),
    );
  }
  const data: GameData = { version, ...parsed.data };
  const problems = [
    ...checkIdentities(version, data),
    ...checkReferences(version, data),
    ...checkLevels(version, data),
    ...checkTreeShapes(version, data),
  ];
  if (problems.length > 0) throw new GameDataError(subject, problems);
  return data;
}

function checkIdentities(version: string, data: GameData): string[] {
  const problems: string[] = [];
  for (const id of duplicates(data.classes.map((c) => c.id))) {
    problems.push(`${version}/classes.json: duplicate class id ${id}`);
  }
  for (const slug of duplicates(data.classes.map((c) => c.slug))) {
    problems.push(`${version}/classes.json: duplicate class slug "${slug}"`);
  }
  for (const id of duplicates(data.trees.map((t) => t.id))) {
    problems.push(`${version}/trees.json: duplicate tree id ${id}`);
  }
  for (const id of duplicates(data.skills.map((s) => s.id))) {
    const names = data.skills.filter((s) => s.id === id).map((s) => `"${s.name}"`);
    problems.push(`${version}/skills.json: duplicate skill id ${id} (${names.join(', ')})`);
  }
  // Saved builds refer to skills by id; the gameTag is what keeps those ids stable.
  for (const tag of duplicates(data.skills.map((s) => s.gameTag))) {
    problems.push(`${version}/skills.json: duplicate gameTag "${tag}"`);
  }
  return problems;
}

function checkReferences(version: string, data: GameData): string[] {
  const problems: string[] = [];
  const classIds = new Set(data.classes.map((c) => c.id));
  const treesById = new Map(data.trees.map((t) => [t.id, t]));
  const skillsById = new Map(data.skills.map((s) => [s.id, s]));

  for (const tree of data.trees) {
    if (!classIds.has(tree.classId)) {
      problems.push(
        `${version}/trees.json: ${describeTree(tree)}: class ${tree.classId} does not exist`,
      );
    }
    const seenLinks = new Set<string>();
    for (const [a, b] of tree.links) {
      const where = `${version}/trees.json: ${describeTree(tree)}: link [${a}, ${b}]`;
      if (a === b) {
        problems.push(`${where} links a skill to itself`);
        continue;
      }
      const key = a < b ? `${a}-${b}` : `${b}-${a}`;
      if (seenLinks.has(key)) problems.push(`${where} is listed twice`);
      seenLinks.add(key);
      for (const id of [a, b]) {
        const skill = skillsById.get(id);
        if (!skill) {
          problems.push(`${where} names skill ${id}, which does not exist`);
        } else if (skill.treeId !== tree.id) {
          const other = treesById.get(skill.treeId);
          const owner = other ? describeTree(other) : `tree ${skill.treeId}`;
          problems.push(`${where} names ${describeSkill(skill)} of ${owner}, not of this tree`);
        }
      }
    }
  }

  for (const skill of data.skills) {
    if (!treesById.has(skill.treeId)) {
      problems.push(
        `${version}/skills.json: ${describeSkill(skill)}: tree ${skill.treeId} does not exist`,
      );
    }
  }
  return problems;
}

function checkLevels(version: string, data: GameData): string[] {
  const problems: string[] = [];
  for (const skill of data.skills) {
    const numbers = skill.levels.map((l) => l.level);
    if (numbers.some((n, i) => n !== i + 1)) {
      problems.push(
        `${version}/skills.json: ${describeSkill(skill)}: levels must be numbered 1..${numbers.length} in order, found ${numbers.join(', ')}`,
      );
    }
  }
  return problems;
}

/**
 * Row rules: prerequisites are derived from rows (linked skills in a lower row), so a tree's
 * rows must make every skill reachable from row 0. A skill without a position counts as row 0
 * in the index, which is why a tree must position all of its skills or none. Checked per game
 * mode: a mode's tree is what a player sees, and skills of different modes may share a cell.
 */
function checkTreeShapes(version: string, data: GameData): string[] {
  // A problem of a skill in both modes would otherwise be listed twice.
  return [...new Set(GAME_MODES.flatMap((mode) => checkModeTreeShapes(version, data, mode)))];
}

function checkModeTreeShapes(version: string, data: GameData, mode: GameMode): string[] {
  const problems: string[] = [];
  const index = indexGameData(data, mode);
  for (const tree of data.trees) {
    const skills = index.skillsByTreeId.get(tree.id) ?? [];
    const where = `${version}/trees.json: ${describeTree(tree)}`;

    for (const name of duplicates(skills.map((s) => s.name))) {
      problems.push(`${where}: two skills are named "${name}"`);
    }

    const placed = skills.filter((s) => s.position !== null);
    if (placed.length === 0) continue;
    if (placed.length < skills.length) {
      const missing = skills.filter((s) => s.position === null).map(describeSkill);
      problems.push(`${where}: positions some skills but not ${missing.join(', ')}`);
      continue;
    }

    if (!placed.some((s) => s.position?.row === 0)) {
      problems.push(`${where}: has no entry skill in row 0`);
    }

    const cells = new Map<string, Skill>();
    for (const skill of placed) {
      const { col, row } = skill.position ?? { col: 0, row: 0 };
      const cell = `${col},${row}`;
      const other = cells.get(cell);
      if (other) {
        problems.push(
          `${where}: ${describeSkill(other)} and ${describeSkill(skill)} share cell (col ${col}, row ${row})`,
        );
      }
      cells.set(cell, skill);

      if (row > 0 && (index.prerequisiteIds.get(skill.id) ?? []).length === 0) {
        problems.push(
          `${version}/skills.json: ${describeSkill(skill)} in row ${row} has no prerequisite (no linked skill in a lower row); only row 0 skills may be entry skills`,
        );
      }
    }
  }
  return problems;
}
