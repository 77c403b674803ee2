import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { likeDb } from '../../server/repositories/likeRepository';
import {
  VISITOR_LIKES_PER_ADDRESS,
  VISITOR_LIKES_PER_BUILD_PER_DAY,
  VISITOR_LIKES_PER_VISITOR,
} from '../../server/services/likes';
import { databaseKinds, useTestApp } from './helpers';
import { freshIp, PASSWORD } from './support/accountApp';
import {
  expectError,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';
import { COMMUNITY_TEXTS } from '../../src/api/contract/publicBuildsTexts';
import { likeResponseSchema } from '../../src/api/contract/likes';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';

/**
 * Likes (spec §7 Like): like and unlike by an account or a browser's visitor cookie, 409 on a
 * second like, 404 for a build the caller may not see, the per-address limit of visitors, and what
 * happens to likes when a build or its author's account goes.
 */

describe.each(databaseKinds)('likes (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  /** A like call as the viewer sends it (`{}` as JSON); `cookie` is a session or visitor one. */
  const like = (
    key: string,
    options: { cookie?: string; ip?: string; method?: 'POST' | 'DELETE' } = {},
  ) =>
    s.t.call(options.method ?? 'POST', `/api/saved-builds/${key}/like`, {
      body: {},
      ip: options.ip ?? freshIp(),
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
    });

  function liked(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(200);
    return likeResponseSchema.parse(response.json());
  }

  /** `name=value` of the visitor cookie a response set. */
  function visitorCookie(response: LightMyRequestResponse): string {
    const cookie = response.cookies.find((c) => c.name === 'arrakis_visitor');
    if (!cookie) throw new Error(`No visitor cookie in ${JSON.stringify(response.cookies)}`);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    return `${cookie.name}=${cookie.value}`;
  }

  async function publicBuild(owner: Player, title: string) {
    return (await s.saved(owner, saveBody({ ...titled(title), buildSharing: 'Public' }))).build;
  }

  async function storedLikes(id: string) {
    const db = likeDb(await s.database());
    const build = await db
      .selectFrom('saved_builds')
      .select(['likes', 'likes_updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('build_likes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('build_id', '=', id)
      .executeTakeFirstOrThrow();
    return { ...build, rows: Number(rows.n) };
  }

  it('lets a visitor like once per browser, and take the like back', async () => {
    const owner = await s.player();
    const build = await publicBuild(owner, 'Liked By Strangers');

    const first = await like(build.url);
    expect(liked(first)).toEqual({ likes: 1, liked: true, message: COMMUNITY_TEXTS.liked });
    const browser = visitorCookie(first);
    expectError(await like(build.url, { cookie: browser }), 409, COMMUNITY_TEXTS.alreadyLiked);
    // The same browser by the build's id: still the same build.
    expectError(await like(build.id, { cookie: browser }), 409, COMMUNITY_TEXTS.alreadyLiked);
    // Another browser.
    expect(liked(await like(build.id)).likes).toBe(2);
    const stored = await storedLikes(build.id);
    expect(stored).toMatchObject({ likes: 2, rows: 2 });
    expect(stored.likes_updated_at).not.toBeNull();

    const back = liked(await like(build.url, { cookie: browser, method: 'DELETE' }));
    expect(back).toEqual({ likes: 1, liked: false, message: COMMUNITY_TEXTS.unliked });
    // Taking back a like that is not there changes nothing.
    expect(liked(await like(build.url, { cookie: browser, method: 'DELETE' })).likes).toBe(1);
    expect(liked(await like(build.url, { cookie: browser })).likes).toBe(2);
    expect(await storedLikes(build.id)).toMatchObject({ likes: 2, rows: 2 });
  });

  it('lets an account like once, wherever it logs in, and its owner too', async () => {
    const owner = await s.player();
    const fan = await s.player();
    const build = await publicBuild(owner, 'Liked By Accounts');

    expect(liked(await like(build.id, { cookie: fan.cookie })).likes).toBe(1);
    expectError(await like(build.url, { cookie: fan.cookie }), 409, COMMUNITY_TEXTS.alreadyLiked);
    const elsewhere = await s.t.login(fan.username);
    expectError(await like(build.url, { cookie: elsewhere }), 409, COMMUNITY_TEXTS.alreadyLiked);
    expect(liked(await like(build.url, { cookie: owner.cookie })).likes).toBe(2);
    // The answer reaches the full form and the list.
    const form = await s.open(null, build.url);
    expect(form.json()).toMatchObject({ likes: 2 });
  });

  it('answers 404 for a build the caller may not see, 400 for a bad key', async () => {
    const owner = await s.player();
    const other = await s.player();
    const { build } = await s.saved(owner, saveBody(titled('Private Pleasure')));
    for (const cookie of [undefined, other.cookie]) {
      for (const method of ['POST', 'DELETE'] as const) {
        expectError(
          await like(build.url, { method, ...(cookie ? { cookie } : {}) }),
          404,
          SAVED_BUILD_TEXTS.notFound,
        );
      }
    }
    expect(liked(await like(build.url, { cookie: owner.cookie })).likes).toBe(1);
    expectError(await like(crypto.randomUUID()), 404, SAVED_BUILD_TEXTS.notFound);
    expectError(await like('not-a-key'), 400, /^A saved build is named by its id/);
  });

  it('accepts `{}` as JSON and no body with the request header; refuses cookie calls with neither', async () => {
    const owner = await s.player();
    const build = await publicBuild(owner, 'Header Checked');
    const url = `/api/saved-builds/${build.url}/like`;
    const asJson = await s.t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      payload: '{}',
    });
    expect(liked(asJson).likes).toBe(1);
    const bare = await s.t.app.inject({
      method: 'DELETE',
      url,
      remoteAddress: freshIp(),
      headers: { 'x-requested-with': 'arrakis', cookie: owner.cookie },
    });
    expect(liked(bare).likes).toBe(0);
    const forged = await s.t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshIp(),
      headers: { cookie: owner.cookie },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('limits the likes of visitors from one address', async () => {
    const owner = await s.player();
    const build = await publicBuild(owner, 'Flooded');
    const ip = freshIp();
    // Taking back a like that was never given still costs a request: each from a new browser.
    for (let i = 0; i < VISITOR_LIKES_PER_ADDRESS.max; i++) {
      expect((await like(build.url, { ip, method: 'DELETE' })).statusCode).toBe(200);
    }
    const refused = await like(build.url, { ip });
    expectError(refused, 429, /^Too many likes from your network/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Accounts are not counted against the address.
    expect((await like(build.url, { ip, cookie: owner.cookie })).statusCode).toBe(200);
    expect((await storedLikes(build.id)).likes).toBe(1);
  });

  it('takes a few visitor likes of one build from one network a day, and counts only those', async () => {
    const owner = await s.player();
    const build = await publicBuild(owner, 'Household Favourite');
    const ip = freshIp();
    // Each from a new browser: a household, or a script that drops its cookie.
    for (let i = 0; i < VISITOR_LIKES_PER_BUILD_PER_DAY.max; i++) {
      expect(liked(await like(build.url, { ip })).liked).toBe(true);
    }
    const refused = await like(build.url, { ip });
    const body = expectError(refused, 429);
    expect(body.message.startsWith(VISITOR_LIKES_PER_BUILD_PER_DAY.message)).toBe(true);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // By its id as by its url: the cap is the build's.
    expectError(await like(build.id, { ip }), 429);
    expect(await storedLikes(build.id)).toMatchObject({
      likes: VISITOR_LIKES_PER_BUILD_PER_DAY.max,
      rows: VISITOR_LIKES_PER_BUILD_PER_DAY.max,
    });
    // Another network, another build and an account are not held back.
    expect(liked(await like(build.url)).likes).toBe(VISITOR_LIKES_PER_BUILD_PER_DAY.max + 1);
    const other = await publicBuild(owner, 'Next Door');
    expect(liked(await like(other.url, { ip })).likes).toBe(1);
    expect(liked(await like(build.url, { ip, cookie: owner.cookie })).likes).toBe(
      VISITOR_LIKES_PER_BUILD_PER_DAY.max + 2,
    );
  });

  it('limits the likes of one browser in an hour, from whatever address', async () => {
    const owner = await s.player();
    const build = await publicBuild(owner, 'Clicked Again');
    const first = await like(build.url);
    const cookie = visitorCookie(first);
    // Take back and like again, each from a new address, until the browser's hour is used up.
    for (let i = 1; i < VISITOR_LIKES_PER_VISITOR.max; i++) {
      const method = i % 2 === 1 ? 'DELETE' : 'POST';
      expect((await like(build.url, { cookie, method })).statusCode).toBe(200);
    }
    const state = await storedLikes(build.id);
    const refused = await like(build.url, {
      cookie,
      method: state.likes === 0 ? 'POST' : 'DELETE',
    });
    expectError(refused, 429, /^Too many likes from this browser/);
    // The refused call changed nothing.
    expect(await storedLikes(build.id)).toEqual(state);
  });

  it('drops the likes with a deleted build; a deleted account’s builds keep theirs', async () => {
    const owner = await s.player();
    const gone = await publicBuild(owner, 'Soon Gone');
    const kept = await publicBuild(owner, 'Kept Going');
    for (const id of [gone.id, kept.id]) liked(await like(id));

    const deleted = await s.t.call('DELETE', '/api/my-build', {
      cookie: owner.cookie,
      body: { id: gone.id, build_name: 'Soon Gone', username: owner.username },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const db = likeDb(await s.database());
    const orphans = await db
      .selectFrom('build_likes')
      .select('liker_key')
      .where('build_id', '=', gone.id)
      .execute();
    expect(orphans).toEqual([]);

    const leaving = await s.t.call('DELETE', `/api/users/${owner.username}`, {
      ip: freshIp(),
      cookie: owner.cookie,
      body: { recaptchaToken: await s.t.token('delete_account'), currentPassword: PASSWORD },
    });
    expect(leaving.statusCode, leaving.body).toBe(200);
    expect(await storedLikes(kept.id)).toMatchObject({ likes: 1, rows: 1 });
    expect(liked(await like(kept.url)).likes).toBe(2);
  });
});

describe('the visitor cookie over https', () => {
  const suite = useTestApp('sqlite', () => ({ PUBLIC_ORIGIN: 'https://arrakis.example' }));

  it('is __Host- prefixed, Secure, HttpOnly and SameSite=Lax', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: `/api/saved-builds/${crypto.randomUUID()}/like`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    const cookie = response.cookies.find((c) => c.name === '__Host-arrakis_visitor');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
