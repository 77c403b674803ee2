import { sql } from 'kysely';
import type { AppDatabase } from '../server/db/database';
import { likeDb } from '../server/repositories/likeRepository';
import { savedBuildDb } from '../server/repositories/savedBuildTables';
import { SAVED_BUILD_LIMIT } from '../src/skills/buildListing';
import type { Build } from '../src/skills/buildSchema';
import type { LoopbackAnswer, LoopbackRequest } from './loopbackClient';
import type { SeededPlayer } from './seedPlayers';

/*
 * A storm of saves and likes from many players, and the ledger of what the server
 * acknowledged, for the suites that prove nothing acknowledged is lost: the crash suite
 * (`kill -9` mid-storm, then restart) and the backup test (a copy taken mid-storm). A write
 * counts as acknowledged when its success answer arrived (201 for a save, 200 for a like);
 * a request cut off by a dying server is counted as unanswered, and may or may not have
 * committed: the checks allow either for those, and nothing else.
 */

/** Sends one request; rejects when no answer comes (the server is gone). */
export type Send = (call: LoopbackRequest) => Promise<LoopbackAnswer>;

/** A save the server answered 201. */
export interface AckedSave {
  id: string;
  userId: string;
  name: string;
}

/** A like the server answered 200. */
export interface AckedLike {
  buildId: string;
  userId: string;
}

/** Everything the storms of a suite sent, by outcome. */
export interface WriteLedger {
  saves: AckedSave[];
  likes: AckedLike[];
  /** Requests that got no answer (the server was killed under them). */
  unanswered: number;
  /** Answers other than success, by `save 403`, `like 409`…: expected only as the limit's 403. */
  refused: Record<string, number>;
}

/** An empty ledger. */
export function newLedger(): WriteLedger {
  return { saves: [], likes: [], unanswered: 0, refused: {} };
}

/** A small seeded generator (mulberry32), so a failing storm can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The body the planner sends to save `template` as `name`, Public or Private. */
export function saveBody(template: Build, name: string, sharing: 'Public' | 'Private') {
  return {
    build_name: name,
    data: { ...template, buildTitle: name, buildSharing: sharing },
    build_guide: '',
  };
}

/** Saves one Public build per owner (acknowledged saves too): the builds the storms like. */
export async function publishTargets(
  send: Send,
  owners: readonly SeededPlayer[],
  template: Build,
  label: string,
  ledger: WriteLedger,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, owner] of owners.entries()) {
    const name = `${label} favourite ${i}`;
    const answer = await send({
      method: 'POST',
      path: '/api/saved-builds',
      cookie: owner.cookie,
      body: saveBody(template, name, 'Public'),
    });
    if (answer.status !== 201) {
      throw new Error(`A target build was refused: ${answer.status} ${answer.body}`);
    }
    const id = (JSON.parse(answer.body) as { build: { id: string } }).build.id;
    ledger.saves.push({ id, userId: owner.id, name });
    ids.push(id);
  }
  return ids;
}

/** One storm: who writes, what they like, how hard, and when it ends. */
export interface StormPlan {
  send: Send;
  players: readonly SeededPlayer[];
  /** Builds the players like (each player likes each at most once). */
  targets: readonly string[];
  template: Build;
  /** Unique to the storm: it names the saved builds. */
  label: string;
  /** Requests in flight at once. */
  workers: number;
  random: () => number;
  /** Checked before each request; true ends the storm. */
  stop: () => boolean;
  ledger: WriteLedger;
  /** Called after each acknowledged write (the crash suite kills the server from here). */
  onAcknowledged?: () => void;
}

/**
 * Runs workers that each send a random save (a new name, while the player has slots) or like
 * (a build the player has not liked) until `stop()`, until nothing is left to write, or until
 * a request goes unanswered (the server is gone: the worker ends there, nothing is retried).
 */
export async function storm(plan: StormPlan): Promise<void> {
  const { players, targets, random, ledger } = plan;
  const savesSent = new Map<string, number>();
  const likesLeft = players.flatMap((player) => targets.map((buildId) => ({ player, buildId })));
  let gone = false;

  const pick = (): LoopbackRequest & { record: (answer: LoopbackAnswer) => void } => {
    const savers = players.filter((p) => (savesSent.get(p.id) ?? 0) < SAVED_BUILD_LIMIT);
    const likeNext = likesLeft.length > 0 && (savers.length === 0 || random() < 0.5);
    if (likeNext) {
      const [like] = likesLeft.splice(Math.floor(random() * likesLeft.length), 1);
      if (!like) throw new Error('No like left to pick.');
      return {
        method: 'POST',
        path: `/api/saved-builds/${like.buildId}/like`,
        cookie: like.player.cookie,
        body: {},
        record: (answer) => {
          if (answer.status === 200) {
            ledger.likes.push({ buildId: like.buildId, userId: like.player.id });
          } else {
            ledger.refused[`like ${answer.status}`] =
              (ledger.refused[`like ${answer.status}`] ?? 0) + 1;
          }
        },
      };
    }
    const player = savers[Math.floor(random() * savers.length)];
    if (!player) throw new Error('No saver left to pick.');
    const n = (savesSent.get(player.id) ?? 0) + 1;
    savesSent.set(player.id, n);
    const name = `${plan.label} ${player.username} ${n}`;
    return {
      method: 'POST',
      path: '/api/saved-builds',
      cookie: player.cookie,
      body: saveBody(plan.template, name, random() < 0.5 ? 'Public' : 'Private'),
      record: (answer) => {
        if (answer.status === 201) {
          const id = (JSON.parse(answer.body) as { build: { id: string } }).build.id;
          ledger.saves.push({ id, userId: player.id, name });
        } else {
          ledger.refused[`save ${answer.status}`] =
            (ledger.refused[`save ${answer.status}`] ?? 0) + 1;
        }
      },
    };
  };

  const worker = async () => {
    while (!gone && !plan.stop()) {
      const anySaver = players.some((p) => (savesSent.get(p.id) ?? 0) < SAVED_BUILD_LIMIT);
      if (!anySaver && likesLeft.length === 0) return;
      const { record, ...call } = pick();
      let answer: LoopbackAnswer;
      try {
        answer = await plan.send(call);
      } catch {
        ledger.unanswered += 1;
        gone = true;
        return;
      }
      record(answer);
      if (answer.status === 200 || answer.status === 201) plan.onAcknowledged?.();
    }
  };
  await Promise.all(Array.from({ length: plan.workers }, worker));
}

/** What a check of the ledger against a database found. */
export interface LedgerCheck {
  savesFound: number;
  likesFound: number;
  /** One line per acknowledged write missing or changed, and per broken count. */
  problems: string[];
}

const ID_CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += ID_CHUNK) out.push(items.slice(i, i + ID_CHUNK));
  return out;
}

/**
 * Looks for every acknowledged write of `ledger` in `database` (each save by id with its owner
 * and name, each like by its build and account) and checks that the liked builds' counts are
 * whole: `likes` equals the build's like rows, and its community-list keys carry the same count.
 */
export async function checkLedger(
  database: AppDatabase,
  ledger: WriteLedger,
): Promise<LedgerCheck> {
  const db = likeDb(savedBuildDb(database.db));
  const problems: string[] = [];

  let savesFound = 0;
  for (const part of chunks(ledger.saves)) {
    const rows = await db
      .selectFrom('saved_builds')
      .select(['id', 'user_id', 'name'])
      .where(
        'id',
        'in',
        part.map((save) => save.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const save of part) {
      const row = byId.get(save.id);
      if (!row) problems.push(`acknowledged save ${save.id} "${save.name}" is missing`);
      else if (row.user_id !== save.userId || row.name !== save.name) {
        problems.push(`acknowledged save ${save.id} "${save.name}" changed to "${row.name}"`);
      } else savesFound += 1;
    }
  }

  let likesFound = 0;
  for (const part of chunks(ledger.likes)) {
    const rows = await db
      .selectFrom('build_likes')
      .select(['build_id', 'liker_key'])
      .where(
        'liker_key',
        'in',
        part.map((like) => `u:${like.userId}`),
      )
      .execute();
    const stored = new Set(rows.map((row) => `${row.build_id} ${row.liker_key}`));
    for (const like of part) {
      if (stored.has(`${like.buildId} u:${like.userId}`)) likesFound += 1;
      else problems.push(`acknowledged like of ${like.buildId} by ${like.userId} is missing`);
    }
  }

  const liked = [...new Set(ledger.likes.map((like) => like.buildId))];
  for (const part of chunks(liked)) {
    const counts = await db
      .selectFrom('saved_builds')
      .select([
        'id',
        'likes',
        (eb) =>
          eb
            .selectFrom('build_likes')
            .select(sql<number | string>`count(*)`.as('n'))
            .whereRef('build_likes.build_id', '=', 'saved_builds.id')
            .as('rows'),
        (eb) =>
          eb
            .selectFrom('public_build_keys')
            .select(sql<number | string>`min(public_build_keys.likes)`.as('k'))
            .whereRef('public_build_keys.build_id', '=', 'saved_builds.id')
            .as('keyLikes'),
      ])
      .where('id', 'in', part)
      .execute();
    for (const row of counts) {
      if (Number(row.rows) !== row.likes) {
        problems.push(`build ${row.id} counts ${row.likes} likes but has ${row.rows} like rows`);
      }
      if (row.keyLikes !== null && Number(row.keyLikes) !== row.likes) {
        problems.push(`build ${row.id}: its list keys say ${row.keyLikes} likes, not ${row.likes}`);
      }
    }
  }
  return { savesFound, likesFound, problems };
}

/** Players holding more saved builds than the limit, or two builds in one slot (none expected). */
export async function checkSlots(database: AppDatabase): Promise<string[]> {
  const db = savedBuildDb(database.db);
  const rows = await db
    .selectFrom('saved_builds')
    .select([
      'user_id',
      sql<number | string>`count(*)`.as('builds'),
      sql<number | string>`count(distinct slot)`.as('slots'),
    ])
    .where('slot', 'is not', null)
    .groupBy('user_id')
    .execute();
  return rows.flatMap((row) =>
    Number(row.builds) > SAVED_BUILD_LIMIT || Number(row.builds) !== Number(row.slots)
      ? [`player ${row.user_id} holds ${row.builds} builds in ${row.slots} slots`]
      : [],
  );
}
