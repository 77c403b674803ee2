import { createHash } from 'node:crypto';
import type { Build } from '../../src/skills/buildSchema';
import { skillPointsSpentByClass } from '../../src/skills/costs';
import type { SkillType } from '../../src/skills/gameData';
import type { GameIndex } from '../../src/skills/gameIndex';
import { CLASS_SLUGS } from '../../src/skills/classSlugs';

/**
 * What a link preview shows of a build, as plain data: the texts of the Open Graph tags and
 * everything drawn in the preview image. Both are made from this one value, and its hash names
 * the image, so a changed build gets a new image and an unchanged one is never drawn twice.
 */

/** One skill of a miniature tree, on the game's grid (col -2..2, row 0 at the bottom). */
export interface PreviewSkill {
  col: number;
  row: number;
  type: SkillType;
  /** 0 when the build did not take the skill. */
  level: number;
}

/** One tree of the build's selected class, drawn small. */
export interface PreviewTree {
  name: string;
  skills: PreviewSkill[];
  /** Links between skills, as indexes into `skills`. */
  links: [number, number][];
}

/** A class the build spends skill points in. */
interface PreviewClass {
  name: string;
  sp: number;
}

/** The character a build is planned for, as its preview names it. */
interface PreviewCharacter {
  level: number;
  combatLevel: number;
}

/** Everything a preview shows. */
export interface BuildPreview {
  title: string;
  /** The saved build's author; null for an anonymous share link. */
  author: string | null;
  description: string;
  /** Classes with SP spent, in the game's class order. */
  classes: PreviewClass[];
  totalSp: number;
  /** The build's selected class, whose trees the image draws. */
  selectedClass: string;
  trees: PreviewTree[];
  /** Only when the build states one: a build without keeps its content, hash and image. */
  character?: PreviewCharacter;
}

/** A build that has a preview, with its content hash. */
export interface FoundPreview {
  preview: BuildPreview;
  hash: string;
}

/** The texts a preview is made from, wherever the build was stored. */
export interface PreviewSource {
  build: Build;
  title: string;
  author: string | null;
  description: string;
}

/** Grid of a tree whose data has no positions: bottom-up rows of five, as read. */
const FALLBACK_ROW_LENGTH = 5;

/** The trees of the build's selected class, each skill with the level the build took. */
export function treesOf(index: GameIndex, build: Build): PreviewTree[] {
  const levels = new Map(build.characterBuild.map((entry) => [entry.skillId, entry.level]));
  const gameClass = index.classesBySlug.get(build.selectedClass);
  if (!gameClass) return [];
  return (index.treesByClassId.get(gameClass.id) ?? []).map((tree) => {
    const skills = index.skillsByTreeId.get(tree.id) ?? [];
    const at = new Map(skills.map((skill, i) => [skill.id, i]));
    return {
      name: tree.name,
      skills: skills.map((skill, i) => ({
        col: skill.position?.col ?? (i % FALLBACK_ROW_LENGTH) - 2,
        row: skill.position?.row ?? Math.floor(i / FALLBACK_ROW_LENGTH),
        type: skill.type,
        level: levels.get(skill.id) ?? 0,
      })),
      links: tree.links.flatMap(([a, b]): [number, number][] => {
        const from = at.get(a);
        const to = at.get(b);
        return from === undefined || to === undefined ? [] : [[from, to]];
      }),
    };
  });
}

/** The preview of a build over the current game data (skills it does not know count 0 SP). */
export function buildPreview(index: GameIndex, source: PreviewSource): BuildPreview {
  const spent = skillPointsSpentByClass(index, source.build.characterBuild);
  const character = source.build.character;
  const classes = CLASS_SLUGS.filter((slug) => spent[slug] > 0).map((slug) => ({
    name: index.classesBySlug.get(slug)?.name ?? slug,
    sp: spent[slug],
  }));
  return {
    title: source.title,
    author: source.author,
    description: source.description,
    classes,
    totalSp: classes.reduce((sum, c) => sum + c.sp, 0),
    selectedClass:
      index.classesBySlug.get(source.build.selectedClass)?.name ?? source.build.selectedClass,
    trees: treesOf(index, source.build),
    ...(character && { character: { level: character.level, combatLevel: character.combatLevel } }),
  };
}

/** Bump when the image's drawing changes, so cached images of unchanged builds are redrawn. */
const DRAWING_VERSION = 2;

/**
 * A content hash of everything the image shows and of the drawing's version: the image's file
 * name on disk, ETag and URL version. Hex, so file names never differ by case alone.
 */
export function previewHash(preview: BuildPreview): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, preview]))
    .digest('hex')
    .slice(0, 32);
}

/** "Trooper 24 SP · Mentat 6 SP", or what a build with no skills shows. */
export function classesLine(preview: BuildPreview): string {
  if (preview.classes.length === 0) return 'No skill points spent yet';
  return preview.classes.map((c) => `${c.name} ${c.sp} SP`).join(' · ');
}

/** "Level 60 · Combat 48", or "Level 60" for a character without Combat levels. */
function characterLine(character: PreviewCharacter): string {
  const level = `Level ${character.level}`;
  return character.combatLevel > 0 ? `${level} · Combat ${character.combatLevel}` : level;
}

/** `text` after the character the build states ("Level 60 · Combat 48 · …"), or alone. */
export function afterCharacter(preview: BuildPreview, text: string): string {
  return preview.character ? `${characterLine(preview.character)} · ${text}` : text;
}

/**
 * The image's facts line: the character when the build states one, then the classes with SP,
 * their total after them when there are several.
 */
export function factsLine(preview: BuildPreview): string {
  const classes =
    preview.classes.length > 1
      ? `${classesLine(preview)} (${preview.totalSp} SP)`
      : classesLine(preview);
  return afterCharacter(preview, classes);
}
