import { PUBLIC_BUILDS_PATH } from '../../src/api/publicBuilds/publicBuildsRequest';
import { BUILD_TYPE_TAGS, MAIN_BUILD_TAGS } from '../../src/skills/tags';
import type {
  PublicBuildCard,
  PublicBuildsResponse,
} from '../../src/api/contract/publicBuildCards';
import { CLASS_SLUGS } from '../../src/skills/classSlugs';
import {
  NEEDS_ATTENTION,
  NO_ABILITIES,
  STORY_THUMBNAIL,
  TROOPER_ABILITIES,
  VALID_NOW,
} from '../fixtures/cardFacts';
import progression from '../../data/game/1.5.3.6/progression.json';
import classes from '../../data/game/1.5.3.6/classes.json';
import trees from '../../data/game/1.5.3.6/trees.json';
import skills from '../../data/game/1.5.3.6/skills.json';
import type { GameData } from '../../src/skills/gameData';
import { type SkillChoice, skillChoices } from '../../src/skills/skillChoices';
import type { Patch } from '../../src/skills/progression';
import { patchesSince } from '../../src/skills/patchSince';

/**
 * Public builds for the community stories, and a stand-in for `fetch` that answers
 * `GET /api/public-builds` from them the way the server does (filters, 12 a page, nextPage),
 * so the stories go through the app's own request code without a network.
 */

/** A fixed time zone, so dates read the same on every machine. */
export const TIME_ZONE = 'UTC';

/** The current version's dated patches, as the page loads them (no network: a module). */
const STORY_PATCH_LIST: Patch[] = progression.patches;

/** The page's stand-in for loading the patches. */
export const loadStoryPatches = (): Promise<Patch[]> => Promise.resolve(STORY_PATCH_LIST);

/** The patches "Updated since" offers, newest first. */
export const STORY_PATCHES = patchesSince(STORY_PATCH_LIST);

/** Every skill "Skills taken" offers, from the current version's data (no network: modules). */
export const STORY_SKILLS: SkillChoice[] = skillChoices({ classes, trees, skills } as Pick<
  GameData,
  'classes' | 'trees' | 'skills'
>);

/** The page's stand-in for loading the skills. */
export const loadStorySkills = (): Promise<SkillChoice[]> => Promise.resolve(STORY_SKILLS);

/** A story skill by its name (the first of that name). */
export function storySkill(name: string): SkillChoice {
  const skill = STORY_SKILLS.find((choice) => choice.name === name);
  if (!skill) throw new Error(`No skill called ${name} in the story data.`);
  return skill;
}

/** Public build number `n` (1-based), with `overrides`. Each differs in tags, class and date. */
export function publicBuild(n: number, overrides: Partial<PublicBuildCard> = {}): PublicBuildCard {
  const day = String((n % 28) + 1).padStart(2, '0');
  const selectedClass =
    overrides.selected_class ?? CLASS_SLUGS[n % CLASS_SLUGS.length] ?? 'trooper';
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    url: `b${String(n).padStart(5, '0')}`,
    title: `Dune Walker ${n}`,
    description: `Build ${n}: hold the ridge at dusk, call the thumper, wait for the worm.`,
    tags: [MAIN_BUILD_TAGS[n % MAIN_BUILD_TAGS.length] ?? 'Sniper'],
    type_tags: [BUILD_TYPE_TAGS[n % BUILD_TYPE_TAGS.length] ?? 'End Game Build'],
    sharing: 'Public',
    likes: n * 3,
    created_at: `2026-10-${day}T08:00:00.000Z`,
    updated_at: `2026-11-${day}T08:00:00.000Z`,
    username: n % 2 === 0 ? 'Chani' : 'Stilgar',
    selected_class: selectedClass,
    skillpoints: 40 + n,
    classes: [selectedClass],
    abilities: NO_ABILITIES,
    thumbnail: STORY_THUMBNAIL,
    // Every fifth build was made on an older version and no longer fits the current one.
    version_status: n % 5 === 0 ? NEEDS_ATTENTION : VALID_NOW,
    ...overrides,
  };
}

/** The card stories' build: three main tags and two type tags (the card shows 2 and 1). */
export const TAGGED_BUILD = publicBuild(1, {
  title: 'Sandrider Sniper',
  description: 'Long-range Trooper for the Deep Desert. Snipe from the rocks, never the sand.',
  tags: ['Sniper', 'PvP Combat Build', 'Survivor'],
  type_tags: ['Deep Desert Build', 'End Game Build'],
  likes: 42,
  updated_at: '2026-11-20T09:30:00.000Z',
  username: 'Chani',
  selected_class: 'trooper',
  abilities: TROOPER_ABILITIES,
});

/** A build without any tag. */
export const UNTAGGED_BUILD = publicBuild(2, {
  title: 'Plain Mentat',
  tags: [],
  type_tags: [],
  likes: 1,
  selected_class: 'mentat',
});

/** `count` builds, numbered from 1. */
export function manyBuilds(count: number): PublicBuildCard[] {
  return Array.from({ length: count }, (_, index) => publicBuild(index + 1));
}

/** One stubbed answer: a status and a body (JSON, or text when a string), `'offline'` or `'pending'`. */
type PublicBuildsAnswer = { status: number; body: unknown } | 'offline' | 'pending';

/** What the stand-in serves and the page addresses it was asked, in order. */
export interface PublicBuildsStub {
  /** The Public builds it lists, already in the order of every sort. */
  builds: readonly PublicBuildCard[];
  /** Answers that replace the listing for a page number (errors, a page that never comes). */
  pages?: Readonly<Record<number, PublicBuildsAnswer>>;
  seen: URLSearchParams[];
}

/** The page of `builds` a query asks for, filtered as the server filters. */
export function answerPage(
  builds: readonly PublicBuildCard[],
  query: URLSearchParams,
): PublicBuildsResponse {
  const page = Number(query.get('page') ?? '1');
  const limit = Number(query.get('limit') ?? '12');
  const mainTag = query.get('mainTag');
  const typeTag = query.get('typeTag');
  const buildClass = query.get('class');
  const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const validOnly = query.get('valid') === '1';
  const since = STORY_PATCHES.find((patch) => patch.version === query.get('since'))?.since;
  const matching = builds.filter(
    (build) =>
      (mainTag === null || (build.tags as readonly string[]).includes(mainTag)) &&
      (typeTag === null || (build.type_tags as readonly string[]).includes(typeTag)) &&
      (buildClass === null || build.selected_class === buildClass) &&
      words.every((word) => build.title.toLowerCase().includes(word)) &&
      (!validOnly || build.version_status.valid) &&
      (since === undefined || build.updated_at >= since),
  );
  const start = (page - 1) * limit;
  return {
    data: matching.slice(start, start + limit),
    nextPage: start + limit < matching.length ? page + 1 : null,
  };
}

/**
 * Replaces `fetch` for `GET /api/public-builds` (anything else goes to the network as usual) and
 * returns the cleanup for a story's `beforeEach`. Answers come after a short pause, so the
 * loading texts are visible.
 */
export function stubPublicBuildsApi(stub: PublicBuildsStub): () => void {
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.origin,
    );
    if (url.pathname !== PUBLIC_BUILDS_PATH) return original(input, init);
    stub.seen.push(url.searchParams);
    const answer = stub.pages?.[Number(url.searchParams.get('page'))];
    if (answer === 'pending') return new Promise<never>(() => undefined);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const { status, body } = answer ?? {
      status: 200,
      body: answerPage(stub.builds, url.searchParams),
    };
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
    });
  };
  return () => {
    window.fetch = original;
  };
}

/**
 * A stand-in for the builds' API for one story: these builds, these page answers; what it was
 * asked (`stub.seen`), emptied before each run.
 */
export function servePublicBuilds(
  builds: PublicBuildsStub['builds'],
  pages: PublicBuildsStub['pages'] = {},
): { stub: PublicBuildsStub; beforeEach: () => () => void } {
  const stub: PublicBuildsStub = { builds, pages, seen: [] };
  return {
    stub,
    beforeEach: () => {
      stub.seen.length = 0;
      return stubPublicBuildsApi(stub);
    },
  };
}
