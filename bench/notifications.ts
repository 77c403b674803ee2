import type { Build } from '../src/skills/buildSchema';
import { p99Rounds } from './support/p99Rounds';

/**
 * bench:api's notifications: 10 authors, each followed by 980 other players, publish 5
 * builds each (every save fans out to 980 followers: 49,000 rows), beside 10 authors nobody
 * follows publishing as many; each save timed alone on one connection, so the two p99s compare
 * what a fan-out adds to the save that causes it. Then how long the queued fan-outs take to be
 * written, and the bell's count and the notifications page as a follower reads them.
 */

const AUTHORS = 10;
const BUILDS_EACH = 5;

export interface NotificationFigures {
  followers: number;
  /** Saves that made a build Public, by authors nobody follows: the reference. */
  publishAloneP50: number;
  publishAloneP99: number;
  /** The same saves by followed authors. */
  publishFollowedP50: number;
  publishFollowedP99: number;
  /** From the last followed save's answer until the last follower had every notification. */
  drainSeconds: number;
  unreadP99: number;
  pageP99: number;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

const headersOf = (cookie: string) => ({
  'content-type': 'application/json',
  'x-requested-with': 'arrakis',
  cookie,
});

async function send(base: string, method: string, path: string, cookie: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: headersOf(cookie),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text;
}

/** Each author publishes BUILDS_EACH builds, one save at a time: their latencies, sorted. */
async function publishRound(
  base: string,
  cookies: readonly string[],
  template: Build,
  prefix: string,
): Promise<number[]> {
  const latencies: number[] = [];
  for (let n = 0; n < BUILDS_EACH; n++) {
    for (const [i, cookie] of cookies.entries()) {
      const name = `${prefix} ${i}-${n}`;
      const started = performance.now();
      await send(base, 'POST', '/api/saved-builds', cookie, {
        build_name: name,
        data: { ...template, buildTitle: name, buildSharing: 'Public' },
        build_guide: '',
      });
      latencies.push(performance.now() - started);
    }
  }
  return latencies.sort((a, b) => a - b);
}

export async function benchNotifications(
  label: string,
  base: string,
  players: readonly { username: string; cookie: string }[],
  template: Build,
): Promise<NotificationFigures> {
  const followed = players.slice(0, AUTHORS);
  const unfollowed = players.slice(AUTHORS, 2 * AUTHORS);
  const followers = players.slice(2 * AUTHORS);
  // Every follower follows every followed author, 10 at a time.
  let next = 0;
  const follow = async () => {
    for (let n = next++; n < followers.length; n = next++) {
      for (const author of followed) {
        await send(
          base,
          'PUT',
          `/api/users/${author.username}/follow`,
          followers[n]?.cookie ?? '',
          {},
        );
      }
    }
  };
  await Promise.all(Array.from({ length: 10 }, follow));

  const alone = await publishRound(
    base,
    unfollowed.map((p) => p.cookie),
    template,
    'Quiet build',
  );
  const withFollowers = await publishRound(
    base,
    followed.map((p) => p.cookie),
    template,
    'Loud build',
  );
  const lastAnswer = performance.now();
  const expected = AUTHORS * BUILDS_EACH;
  const last = followers.at(-1)?.cookie ?? '';
  for (;;) {
    const { unread } = JSON.parse(await send(base, 'GET', '/api/notifications/unread', last)) as {
      unread: number;
    };
    if (unread >= expected) break;
    if (performance.now() - lastAnswer > 120_000)
      throw new Error(`fan-out: ${unread} of ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const drainSeconds = (performance.now() - lastAnswer) / 1000;
  console.log(
    `${label}: publishes p99 ${quantile(alone, 0.99).toFixed(0)} ms unfollowed, ${quantile(withFollowers, 0.99).toFixed(0)} ms with ${followers.length} followers; fan-out drained ${drainSeconds.toFixed(1)} s after the last save`,
  );
  const reader = followers[0]?.cookie ?? '';
  const unreadP99 = await p99Rounds(
    label,
    'unread count',
    `${base}/api/notifications/unread`,
    reader,
  );
  const pageP99 = await p99Rounds(
    label,
    'notifications page',
    `${base}/api/notifications?page=1`,
    reader,
  );
  return {
    followers: followers.length,
    publishAloneP50: quantile(alone, 0.5),
    publishAloneP99: quantile(alone, 0.99),
    publishFollowedP50: quantile(withFollowers, 0.5),
    publishFollowedP99: quantile(withFollowers, 0.99),
    drainSeconds,
    unreadP99,
    pageP99,
  };
}

/** The notifications table, one row per database. */
export function printNotificationsTable(
  rows: readonly { kind: string; notifications: NotificationFigures }[],
) {
  if (rows.length === 0) return;
  const followers = rows[0]?.notifications.followers ?? 0;
  console.log(
    `\nNotifications: ${AUTHORS} authors followed by ${followers} players each publish ${BUILDS_EACH} builds (one save at a time), beside ${AUTHORS} authors nobody follows; then a follower's bell count and notifications page`,
  );
  console.log(
    '| database | publish p50 / p99, no followers | with followers | p99 ratio | fan-out drained | unread count p99 | page p99 |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const { kind, notifications: f } of rows) {
    console.log(
      `| ${kind} | ${f.publishAloneP50.toFixed(0)} / ${f.publishAloneP99.toFixed(0)} ms | ${f.publishFollowedP50.toFixed(0)} / ${f.publishFollowedP99.toFixed(0)} ms | ${(f.publishFollowedP99 / f.publishAloneP99).toFixed(2)}× | ${f.drainSeconds.toFixed(1)} s | ${f.unreadP99} ms | ${f.pageP99} ms |`,
    );
  }
}
