import { z } from 'zod';
import type { Build, CharacterBuildEntry, LevelingPlanEntry } from './buildSchema';
import {
  BUILD_SHARING,
  buildCharacterSchema,
  buildOriginSchema,
  unlockTicksSchema,
  buildSchema,
  skillIdSchema,
  skillLevelNumberSchema,
} from './buildSchema';
import { noAdvancedTrainerAccess } from './buildDefaults';
import type { UncheckedBuild } from './buildValidation';
import { buildProblems } from './buildValidation';
import { totalSkillPointsSpent } from './costs';
import { CLASS_SLUGS } from './classSlugs';
import { gameModeSchema } from './slugSchemas';
import type { GameIndex } from './gameIndex';
import { indexForMode } from './gameIndex';
import { DEFAULT_GAME_MODE } from './gameModes';
import { levelsFromPlan, planForLevels, planMatchesLevels } from './levelingPlan';
import { skillName } from './skillLookup';
import {
  ACTIVE_SLOT_COUNT,
  MAX_BUILD_SKILLS,
  MAX_PLAN_ENTRIES,
  MAX_SKILL_POINT_CAP,
} from './buildLimits';

/**
 * Importing a build file (spec §5 "Import checks"): the spec's checks in the spec's order with
 * its exact messages, then checks against the game data with messages of our own. Hostile input
 * never throws and never reaches a prototype: the JSON is checked for `__proto__` keys at every
 * depth, zod drops unknown keys, and the build is a fresh object made of validated fields.
 */

export const IMPORT_NOT_JSON = 'Please select a valid .json file.';
export const IMPORT_NOT_A_BUILD = 'The file does not contain a valid build.';
export const IMPORT_UNSUPPORTED_DATA = 'The file contains unsupported data and cannot be imported.';
export const IMPORT_WRONG_FORMAT =
  'The file format is not correct for a character build. Please export a build from this planner and try again.';
export const IMPORT_CAP_OUT_OF_RANGE = 'Skill point cap must be between 0 and 200.';
export const IMPORT_DUPLICATE_PAIRS = 'Duplicate skillId/level pair(s) found in leveling plan:';
export const IMPORT_LEVELS_NOT_INCREASING =
  'Levels for each skill in leveling plan must be in strictly increasing order.';
export const IMPORT_UNREADABLE =
  'The file could not be read. Please make sure it is a valid character build export.';
export const IMPORT_BAD_CHARACTER =
  "The file's character is not valid: a level from 1 to 200 and a Combat level from 0 to 100.";
export const IMPORT_BAD_UNLOCK_TICKS =
  "The file's unlock checklist is not valid: it names a step the checklist does not have.";
export const IMPORT_TOO_LARGE = 'The file is too large to be a character build (over 1 MB).';

/** Files over this size are refused before they are read or parsed. */
export const MAX_BUILD_FILE_BYTES = 1024 * 1024;

/** What the import needs of a file: a browser `File` fits. */
export interface BuildFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  text(): Promise<string>;
}

export type ImportResult = { ok: true; build: Build } | { ok: false; message: string };

const fail = (message: string): ImportResult => ({ ok: false, message });

/**
 * The spec's schema check (§5 step 4) plus the other Build data fields, loosely: the cap's range
 * is checked after (it has its own message) and unknown keys are dropped.
 */
const buildFileSchema = z.object({
  buildTitle: z.string().min(1),
  buildDescription: z.string(),
  buildTags: z.array(z.string().max(200)).max(100),
  buildTypeTags: z.array(z.string().max(200)).max(100).optional(),
  customSkillPointCap: z.number().int().nullable().optional(),
  characterBuild: z
    .array(z.object({ skillId: skillIdSchema, level: skillLevelNumberSchema }))
    .max(MAX_BUILD_SKILLS),
  levellingPlan: z
    .array(
      z.object({
        skillId: skillIdSchema,
        level: skillLevelNumberSchema,
        skill: z.string().max(200),
      }),
    )
    .max(MAX_PLAN_ENTRIES)
    .optional(),
  buildGuide: z.string().optional(),
  activeAbilities: z.array(skillIdSchema.nullable()).max(ACTIVE_SLOT_COUNT).optional(),
  activeTechniques: z.array(skillIdSchema.nullable()).max(ACTIVE_SLOT_COUNT).optional(),
  buildSharing: z.string().max(64).optional(),
  buildLikes: z.number().optional(),
  selectedClass: z.string().max(64).optional(),
  levelingOrder: z.boolean().optional(),
  advancedTrainerAccess: z.record(z.string(), z.boolean()).optional(),
  hasAllAdvancedTrainerAccess: z.boolean().optional(),
  // Checked on its own in toBuild: a damaged origin is dropped, it never refuses the build.
  buildOrigin: z.unknown().optional(),
  // Absent in files from before game modes (multiplayer); an unknown mode refuses the file.
  gameMode: gameModeSchema.optional(),
  // Absent in files from before characters; a damaged one refuses the file with its own message.
  character: z.unknown().optional(),
  unlockTicks: z.unknown().optional(),
});
type BuildFileData = z.infer<typeof buildFileSchema>;

/** Whether a file is JSON by its type or its name (spec §5 step 1). */
export function isJsonFile(file: Pick<BuildFile, 'name' | 'type'>): boolean {
  return file.type === 'application/json' || /\.json$/i.test(file.name);
}

/**
 * Whether a parsed JSON value has an own `__proto__` key anywhere. Iterative, so deep nesting
 * cannot overflow the stack; JSON.parse makes such keys own data properties, harmless until
 * something copies them, which is why they are refused outright.
 */
function hasProtoKey(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === null || typeof item !== 'object') continue;
    if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
      continue;
    }
    if (Object.prototype.hasOwnProperty.call(item, '__proto__')) return true;
    for (const key of Object.keys(item)) stack.push((item as Record<string, unknown>)[key]);
  }
  return false;
}

function planDuplicates(plan: readonly LevelingPlanEntry[], index: GameIndex): string[] {
  const seen = new Set<string>();
  const listed = new Set<string>();
  const duplicates: string[] = [];
  for (const step of plan) {
    const key = `${step.skillId}/${step.level}`;
    if (seen.has(key) && !listed.has(key)) {
      const name =
        index.skillsById.get(step.skillId)?.name ??
        (step.skill.slice(0, 64) || skillName(index, step.skillId));
      duplicates.push(`${name} (skillId ${step.skillId}, level ${step.level})`);
      listed.add(key);
    }
    seen.add(key);
  }
  return duplicates;
}

function levelsIncrease(plan: readonly LevelingPlanEntry[]): boolean {
  const last = new Map<number, number>();
  for (const step of plan) {
    if (step.level <= (last.get(step.skillId) ?? 0)) return false;
    last.set(step.skillId, step.level);
  }
  return true;
}

function slotsOf(
  list: readonly (number | null)[] | undefined,
): [number | null, number | null, number | null] {
  return [list?.[0] ?? null, list?.[1] ?? null, list?.[2] ?? null];
}

/** A fresh build made only of validated fields, plan and order canonical. */
function toBuild(
  data: BuildFileData,
  index: GameIndex,
  { character, unlockTicks }: Pick<Build, 'character' | 'unlockTicks'>,
): UncheckedBuild {
  const characterBuild: CharacterBuildEntry[] = data.characterBuild.map(({ skillId, level }) => ({
    skillId,
    level,
  }));
  let plan: LevelingPlanEntry[] = (data.levellingPlan ?? []).map(({ skillId, level }) => ({
    skillId,
    level,
    skill: skillName(index, skillId),
  }));
  if (plan.length === 0 && characterBuild.length > 0) plan = planForLevels(index, characterBuild);
  // The engine lists skills in the order first taken; a file that agrees is kept as it is.
  const ordered = planMatchesLevels(plan, characterBuild) ? levelsFromPlan(plan) : characterBuild;
  const access = noAdvancedTrainerAccess();
  for (const slug of CLASS_SLUGS) access[slug] = data.advancedTrainerAccess?.[slug] === true;
  const sharing = BUILD_SHARING.find((s) => s === data.buildSharing);
  const likes = data.buildLikes;
  const origin = buildOriginSchema.safeParse(data.buildOrigin);
  return {
    buildTitle: data.buildTitle,
    buildDescription: data.buildDescription,
    buildGuide: data.buildGuide ?? '',
    buildTags: [...data.buildTags],
    buildTypeTags: [...(data.buildTypeTags ?? [])],
    customSkillPointCap: data.customSkillPointCap ?? null,
    characterBuild: ordered,
    levellingPlan: plan,
    activeAbilities: slotsOf(data.activeAbilities),
    activeTechniques: slotsOf(data.activeTechniques),
    // Exported (and anything unknown) reads as Private (spec §4 "Build sharing").
    buildSharing: sharing === undefined || sharing === 'Exported' ? 'Private' : sharing,
    buildLikes: likes !== undefined && Number.isSafeInteger(likes) && likes >= 0 ? likes : 0,
    skillpoints: totalSkillPointsSpent(index, ordered),
    selectedClass: CLASS_SLUGS.find((slug) => slug === data.selectedClass) ?? 'trooper',
    levelingOrder: data.levelingOrder ?? true,
    advancedTrainerAccess: access,
    hasAllAdvancedTrainerAccess: data.hasAllAdvancedTrainerAccess ?? false,
    ...(origin.success ? { buildOrigin: origin.data } : {}),
    ...(data.gameMode && data.gameMode !== DEFAULT_GAME_MODE ? { gameMode: data.gameMode } : {}),
    ...(character ? { character } : {}),
    ...(unlockTicks?.length ? { unlockTicks } : {}),
  };
}

/** Imports an already parsed JSON value (spec §5 steps 2 onwards). */
export function importBuildValue(value: unknown, dataIndex: GameIndex): ImportResult {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return fail(IMPORT_NOT_A_BUILD);
  }
  if (hasProtoKey(value)) return fail(IMPORT_UNSUPPORTED_DATA);
  const parsed = buildFileSchema.safeParse(value);
  if (!parsed.success) return fail(IMPORT_WRONG_FORMAT);
  const data = parsed.data;
  // The file's skills are those of its game mode (a single-player file has its own Cartographer).
  const index = indexForMode(dataIndex, data.gameMode ?? DEFAULT_GAME_MODE);
  const cap = data.customSkillPointCap;
  if (cap !== undefined && cap !== null && (cap < 0 || cap > MAX_SKILL_POINT_CAP)) {
    return fail(IMPORT_CAP_OUT_OF_RANGE);
  }
  const plan = data.levellingPlan ?? [];
  const duplicates = planDuplicates(plan, index);
  if (duplicates.length > 0) return fail(`${IMPORT_DUPLICATE_PAIRS} ${duplicates.join(', ')}`);
  if (!levelsIncrease(plan)) return fail(IMPORT_LEVELS_NOT_INCREASING);

  const character =
    data.character === undefined ? null : buildCharacterSchema.safeParse(data.character);
  if (character && !character.success) return fail(IMPORT_BAD_CHARACTER);
  const ticks =
    data.unlockTicks === undefined ? null : unlockTicksSchema.safeParse(data.unlockTicks);
  if (ticks && !ticks.success) return fail(IMPORT_BAD_UNLOCK_TICKS);

  const build = toBuild(data, index, { character: character?.data, unlockTicks: ticks?.data });
  const problems = buildProblems(build, index);
  if (problems.length > 0) return fail(problems.slice(0, 3).join(' '));
  // The last guard: whatever the checks above missed, the shared schema will not.
  const checked = buildSchema.safeParse(build);
  return checked.success ? { ok: true, build: checked.data } : fail(IMPORT_WRONG_FORMAT);
}

/** Imports the text of a build file (spec §5 steps 2 onwards; unparsable text is unreadable). */
export function importBuildText(text: string, index: GameIndex): ImportResult {
  if (text.length > MAX_BUILD_FILE_BYTES) return fail(IMPORT_TOO_LARGE);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail(IMPORT_UNREADABLE);
  }
  return importBuildValue(value, index);
}

/** Imports a build file chosen by the player. Never throws. */
export async function importBuildFile(file: BuildFile, index: GameIndex): Promise<ImportResult> {
  try {
    if (!isJsonFile(file)) return fail(IMPORT_NOT_JSON);
    if (!(file.size <= MAX_BUILD_FILE_BYTES)) return fail(IMPORT_TOO_LARGE);
    const text = await file.text();
    if (typeof text !== 'string') return fail(IMPORT_UNREADABLE);
    return importBuildText(text, index);
  } catch {
    return fail(IMPORT_UNREADABLE);
  }
}
