import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SaveBuildRequest } from '../../src/api/contract/savedBuilds';
import { chooseSlotSkill } from '../../src/skills/activeSlots';
import { allocateSkill } from '../../src/skills/allocation';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import type { ClassSlug, SkillType } from '../../src/skills/gameData';
import type { GameIndex } from '../../src/skills/gameIndex';
import type { BuildTypeTag, MainBuildTag } from '../../src/skills/tags';
import type { Database } from '../db/schema';
import { accountDb } from '../repositories/accountTables';
import type { SavedBuildService } from './savedBuilds';
import type { CollectionService } from './collections';

/**
 * Example builds (a living site on a fresh machine): a fresh database gets one Public build per
 * class, owned by a built-in system account, so the community list is not empty on first start. The
 * builds are made with the planner's own rules (allocateSkill over the current game data) and saved
 * through the saved-build service, so they are valid by construction and checked like any player's.
 * The system account has no password: login, sessions and password recovery all refuse role
 * 'system'.
 */

/** The built-in author of the example builds. */
export const EXAMPLE_AUTHOR_USERNAME = 'arrakis-planner';

/** Not an address anyone can receive mail at (RFC 2606 reserves .invalid). */
const EXAMPLE_AUTHOR_EMAIL = `${EXAMPLE_AUTHOR_USERNAME}@arrakis.invalid`;

/** What an example says about itself; its skills come from the game data. */
interface ExamplePlan {
  selectedClass: ClassSlug;
  title: string;
  description: string;
  tags: MainBuildTag[];
  typeTags: BuildTypeTag[];
  focus: string;
}

const PLANS: readonly ExamplePlan[] = [
  {
    selectedClass: 'trooper',
    title: 'Trooper Starter: Steady Gunner',
    description: 'A first trooper build: reliable ranged damage while you learn the desert.',
    tags: ['PvE Combat Build', 'Medium Range Specialist'],
    typeTags: ['Leveling Build'],
    focus: 'keep your distance and let the rifle work',
  },
  {
    selectedClass: 'mentat',
    title: 'Mentat Starter: Calculated Marksman',
    description: 'Precise shots and sharp senses for players who like to plan ahead.',
    tags: ['Sniper', 'Mentat Augmented'],
    typeTags: ['Leveling Build'],
    focus: 'pick your targets and strike from afar',
  },
  {
    selectedClass: 'planetologist',
    title: 'Planetologist Starter: Desert Engineer',
    description: 'Gadgets, gathering and survival for long trips across the sand.',
    tags: ['Resource Gatherer', 'Survivor'],
    typeTags: ['Leveling Build'],
    focus: 'prepare the ground before a fight',
  },
  {
    selectedClass: 'bene-gesserit-acolyte',
    title: 'Bene Gesserit Starter: Voice of Control',
    description: 'Crowd control and quiet influence: win fights before they begin.',
    tags: ['Bene Gesserit Witch', 'Crowd Controller'],
    typeTags: ['Leveling Build'],
    focus: 'control the fight and strike when the moment comes',
  },
  {
    selectedClass: 'swordmaster',
    title: 'Swordmaster Starter: Blade Dancer',
    description: 'Close combat with a blade: move in, strike fast, move out.',
    tags: ['Melee Specialist', 'PvE Combat Build'],
    typeTags: ['Leveling Build'],
    focus: 'close the distance and keep moving',
  },
];

/** Skills taken from the bottom rows of each tree, and how many passes raise their levels. */
const SKILLS_PER_TREE = 4;
const PASSES = 2;

function guideOf(plan: ExamplePlan, skillNames: readonly string[]): string {
  return [
    `## ${plan.title}`,
    '',
    `${plan.description} An example build by the Arrakis Planner: ${plan.focus}.`,
    '',
    '### Skills',
    '',
    ...skillNames.map((name) => `- **${name}**`),
    '',
    'Open it in the planner to make it your own.',
  ].join('\n');
}

/** The first skill of `type` the build has taken, for its first active slot. */
function firstTaken(build: Build, index: GameIndex, type: SkillType): number | undefined {
  return build.characterBuild
    .map((entry) => index.skillsById.get(entry.skillId))
    .find((skill) => skill?.type === type)?.id;
}

/** The example of one class: skills taken in the planner's order, valid for `index`. */
function exampleOf(plan: ExamplePlan, index: GameIndex): SaveBuildRequest | undefined {
  const gameClass = index.classesBySlug.get(plan.selectedClass);
  if (!gameClass) return undefined;
  const skills = (index.treesByClassId.get(gameClass.id) ?? []).flatMap((tree) =>
    (index.skillsByTreeId.get(tree.id) ?? []).slice(0, SKILLS_PER_TREE),
  );
  let build: Build = {
    ...emptyBuild(),
    buildTitle: plan.title,
    buildDescription: plan.description,
    buildTags: plan.tags,
    buildTypeTags: plan.typeTags,
    selectedClass: plan.selectedClass,
    buildSharing: 'Public',
  };
  // Bottom rows first, then again: the second pass raises levels and reaches what the first unlocked.
  for (let pass = 0; pass < PASSES; pass++) {
    for (const skill of skills) build = allocateSkill(build, index, skill.id);
  }
  if (build.characterBuild.length === 0) return undefined;
  const ability = firstTaken(build, index, 'Ability');
  if (ability !== undefined) build = chooseSlotSkill(build, index, 'ability', 0, ability);
  const technique = firstTaken(build, index, 'Technique');
  if (technique !== undefined) build = chooseSlotSkill(build, index, 'technique', 0, technique);
  const names = build.characterBuild.flatMap(
    (entry) => index.skillsById.get(entry.skillId)?.name ?? [],
  );
  const guide = guideOf(plan, names);
  return { build_name: plan.title, data: { ...build, buildGuide: guide }, build_guide: guide };
}

/** One example build per class of the game data (classes it lacks are skipped). */
export function exampleBuilds(index: GameIndex): SaveBuildRequest[] {
  return PLANS.flatMap((plan) => exampleOf(plan, index) ?? []);
}

export interface SeedOptions {
  db: Kysely<Database>;
  savedBuilds: SavedBuildService;
  collections: Pick<CollectionService, 'create' | 'addBuild'>;
  gameIndex: GameIndex;
}

/** The example author's Public collection of the examples: a fresh site shows one too. */
export const EXAMPLE_COLLECTION = {
  name: 'Starter builds',
  description: 'One build per class to begin with. Open one in the planner and make it your own.',
  sharing: 'Public',
} as const;

/** What a seeding did: builds saved, or why none were. */
export type SeedResult =
  { seeded: number } | { seeded: 0; skipped: 'already-seeded' | 'name-taken-by-a-player' };

/**
 * Saves the example builds unless the built-in author already has builds (so a restart, or a
 * second process starting at the same time, adds nothing: the one-name-per-author index
 * refuses a repeat). The author is created on first use.
 */
export async function seedExampleBuilds({
  db,
  savedBuilds,
  collections,
  gameIndex,
}: SeedOptions): Promise<SeedResult> {
  const accounts = accountDb(db);
  await accounts
    .insertInto('users')
    .values({
      id: randomUUID(),
      username: EXAMPLE_AUTHOR_USERNAME,
      username_key: EXAMPLE_AUTHOR_USERNAME,
      email: EXAMPLE_AUTHOR_EMAIL,
      email_key: EXAMPLE_AUTHOR_EMAIL,
      password_hash: null,
      role: 'system',
      avatar_url: null,
      created_at: new Date().toISOString(),
      last_login_at: null,
      previous_login_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const author = await accounts
    .selectFrom('users')
    .select(['id', 'username', 'username_key', 'role'])
    .where('username_key', '=', EXAMPLE_AUTHOR_USERNAME)
    .executeTakeFirstOrThrow();
  // A database from before the examples, where a player took the name: never write into it.
  if (author.role !== 'system') return { seeded: 0, skipped: 'name-taken-by-a-player' };
  if ((await savedBuilds.count(author)).count > 0) {
    return { seeded: 0, skipped: 'already-seeded' };
  }
  let seeded = 0;
  const urls: string[] = [];
  for (const request of exampleBuilds(gameIndex)) {
    const result = await savedBuilds.create(author, request);
    if (result.ok) {
      seeded += 1;
      urls.push(result.answer.build.url);
    } else if (result.reason === 'game-data') {
      throw new Error(
        `The example build "${request.build_name}" does not fit the game data: ${result.problems.join(' ')}`,
      );
    }
  }
  const made = await collections.create(author.id, EXAMPLE_COLLECTION);
  if (made.ok) {
    for (const url of urls)
      await collections.addBuild(made.answer.collection.id, author.id, { url });
  }
  return { seeded };
}
