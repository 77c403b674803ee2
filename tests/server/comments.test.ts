import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActionsSchema } from '../../src/api/contract/admin';
import {
  commentChangeSchema,
  commentDecisionResponseSchema,
  commentingResponseSchema,
  commentPageSchema,
  commentQueueSchema,
  type CommentPage,
} from '../../src/api/contract/comments';
import {
  COMMENT_PAGE_SIZE,
  COMMENT_TEXTS,
  REPLIES_PER_COMMENT,
} from '../../src/api/contract/commentsTexts';
import type { AppDatabase } from '../../server/db/database';
import { changeRole } from '../../server/services/adminRoles';
import { COMMENTS_PER_ACCOUNT } from '../../server/services/comments';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD } from './support/accountApp';
import {
  expectError,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';

/**
 * Comments on builds: who reads what in every state (writer, build author, another player, a
 * visitor), one level of replies, edits and deletes by the writer, hiding by the build's author,
 * moderation holding flagged text, reports reaching the desk, the desk's decisions and
 * suspensions, limits, no comment on Private builds, and a deleted account's comments.
 */

describe.each(databaseKinds)('comments (%s)', (kind) => {
  const s = useSavedBuildApp(kind);
  let database: AppDatabase;
  let admin: Player;

  beforeAll(async () => {
    admin = await s.player('Liet');
    database = await s.t.db.open();
    expect(await changeRole(database.db, 'Liet', true)).toMatchObject({ changed: true });
  });
  afterAll(async () => {
    await database.destroy();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    player: Player | null,
    body?: unknown,
    ip = freshIp(),
  ) =>
    s.t.call(method, url, {
      ip,
      ...(player ? { cookie: player.cookie } : {}),
      ...(body === undefined ? {} : { body }),
    });

  function ok<T>(response: LightMyRequestResponse, schema: { parse(v: unknown): T }, status = 200) {
    expect(response.statusCode, response.body).toBe(status);
    return schema.parse(response.json());
  }

  async function build(owner: Player, title: string, sharing: 'Public' | 'Private' = 'Public') {
    return (await s.saved(owner, saveBody({ ...titled(title), buildSharing: sharing }))).build;
  }

  const post = (player: Player | null, url: string, body: string, parent_id?: string) =>
    call('POST', `/api/saved-builds/${url}/comments`, player, {
      body,
      ...(parent_id ? { parent_id } : {}),
    });
  const posted = async (player: Player, url: string, body: string, parent_id?: string) =>
    ok(await post(player, url, body, parent_id), commentChangeSchema, 201).comment;
  const page = async (player: Player | null, url: string, n = 1): Promise<CommentPage> =>
    ok(await call('GET', `/api/saved-builds/${url}/comments?page=${n}`, player), commentPageSchema);
  /** What the reader sees of each comment: [text or placeholder state, replies]. */
  const seen = (answer: CommentPage) =>
    answer.comments.map((thread) => [
      thread.body || `(${thread.state})`,
      thread.replies.map((reply) => reply.body || `(${reply.state})`),
    ]);

  it('lists threads newest first with replies oldest first, and counts what everyone reads', async () => {
    const author = await s.player();
    const { url } = await build(author, 'Talked About');
    const [p, q] = [await s.player(), await s.player()];
    const first = await posted(p, url, 'Great **opener**.');
    expect(first).toMatchObject({
      parent_id: null,
      username: p.username,
      state: 'visible',
      mine: true,
    });
    const second = await posted(q, url, 'Why Compel?');
    const reply = ok(
      await post(author, url, 'Because it stuns.', second.id),
      commentChangeSchema,
      201,
    );
    expect(reply.message).toBe(COMMENT_TEXTS.replied);
    // A reply to a reply goes under the comment it is under.
    const nested = await posted(q, url, 'Thanks!', reply.comment.id);
    expect(nested.parent_id).toBe(second.id);

    const visitor = await page(null, url);
    expect(seen(visitor)).toEqual([
      ['Why Compel?', ['Because it stuns.', 'Thanks!']],
      ['Great **opener**.', []],
    ]);
    expect(visitor).toMatchObject({ total: 4, nextPage: null, blocked: 'login', moderates: false });
    expect(await page(author, url)).toMatchObject({ blocked: null, moderates: true });
    expect((await page(p, url)).comments[1]?.mine).toBe(true);
  });

  it('pages threads', async () => {
    const author = await s.player();
    const { url } = await build(author, 'Many Words');
    for (let i = 0; i <= COMMENT_PAGE_SIZE; i++) await posted(author, url, `Note ${i}`);
    const one = await page(null, url);
    expect(one.comments).toHaveLength(COMMENT_PAGE_SIZE);
    expect(one.comments[0]?.body).toBe(`Note ${COMMENT_PAGE_SIZE}`);
    expect(one.nextPage).toBe(2);
    const two = await page(null, url, 2);
    expect(seen(two)).toEqual([['Note 0', []]]);
    expect(two.nextPage).toBeNull();
  });

  it('needs a session to write, and takes comments on Public builds only', async () => {
    const author = await s.player();
    const hidden = await build(author, 'Kept To Myself', 'Private');
    const player = await s.player();
    expectError(await post(null, hidden.url, 'Hi'), 401);
    expectError(await post(player, hidden.url, 'Hi'), 404, COMMENT_TEXTS.buildNotFound);
    expectError(await post(author, hidden.url, 'Hi'), 404, COMMENT_TEXTS.buildNotFound);
    expectError(await call('GET', `/api/saved-builds/${hidden.url}/comments`, player), 404);
    // Its author reads what was said while it was Public, and is told why the form is gone.
    expect(await page(author, hidden.url)).toMatchObject({ blocked: 'not-public', total: 0 });
    expectError(await post(player, 'nosuchbui1', 'Hi'), 404);
    expectError(await post(player, 'no-such', 'Hi'), 400);

    const open = await build(author, 'Open To All');
    expectError(await post(player, open.url, '   '), 400, COMMENT_TEXTS.bodyRequired);
    expectError(await post(player, open.url, 'x'.repeat(2_001)), 400, COMMENT_TEXTS.tooLong);
    expectError(
      await call('POST', `/api/saved-builds/${open.url}/comments`, player, { body: 'a', x: 1 }),
      400,
    );
    expectError(await post(player, open.url, 'Hi', 'AAAAAAAAAAAA'), 404, COMMENT_TEXTS.notFound);
    expectError(await post(player, open.url, 'Hi', 'bad id'), 400);
  });

  it('holds flagged text for the desk, readable by its writer alone until a moderator keeps it', async () => {
    const author = await s.player();
    const { url } = await build(author, 'Heated Thread');
    const writer = await s.player();
    const change = ok(await post(writer, url, 'What a fucking joke'), commentChangeSchema, 201);
    expect(change.message).toBe(COMMENT_TEXTS.held);
    expect(change.comment).toMatchObject({ state: 'held', body: 'What a fucking joke' });

    expect(seen(await page(writer, url))).toEqual([['What a fucking joke', []]]);
    expect(seen(await page(author, url))).toEqual([]);
    expect(seen(await page(null, url))).toEqual([]);
    expect((await page(null, url)).total).toBe(0);
    // Nobody else can answer, report or hide what they cannot read.
    const other = await s.player();
    expectError(await post(other, url, 'Hm', change.comment.id), 404);
    expectError(
      await call('POST', `/api/comments/${change.comment.id}/report`, other, { reason: 'Other' }),
      404,
    );

    const queue = ok(await call('GET', '/api/admin/comments', admin), commentQueueSchema);
    const queued = queue.comments.find((comment) => comment.id === change.comment.id);
    expect(queued).toMatchObject({
      username: writer.username,
      state: 'held',
      build: { url, title: 'Heated Thread', username: author.username },
      writer_suspended: false,
      reports: [],
    });
    expect(queued?.flagged[0]?.spans.length).toBeGreaterThan(0);

    const kept = ok(
      await call('POST', `/api/admin/comments/${change.comment.id}/decision`, admin, {
        decision: 'keep',
        note: 'Banter',
      }),
      commentDecisionResponseSchema,
    );
    expect(kept).toEqual({ message: COMMENT_TEXTS.kept, state: 'visible' });
    expect(seen(await page(null, url))).toEqual([['What a fucking joke', []]]);
    const queueAfter = ok(await call('GET', '/api/admin/comments', admin), commentQueueSchema);
    expect(queueAfter.comments.some((comment) => comment.id === change.comment.id)).toBe(false);

    // An edit that adds flagged text holds it again; cleaning it shows it again.
    const clean = await posted(writer, url, 'Fine build.');
    const edited = ok(
      await call('PATCH', `/api/comments/${clean.id}`, writer, { body: 'shit build' }),
      commentChangeSchema,
    );
    expect(edited).toMatchObject({ message: COMMENT_TEXTS.held, comment: { state: 'held' } });
    const cleaned = ok(
      await call('PATCH', `/api/comments/${clean.id}`, writer, { body: 'Good build.' }),
      commentChangeSchema,
    );
    expect(cleaned.comment).toMatchObject({ state: 'visible', body: 'Good build.' });
    expect(cleaned.comment.edited_at).not.toBeNull();
  });

  it('lets the writer edit and delete their own, keeping replies under a placeholder', async () => {
    const author = await s.player();
    const { url } = await build(author, 'Edited Words');
    const [writer, other] = [await s.player(), await s.player()];
    const top = await posted(writer, url, 'First thought');
    await posted(other, url, 'I agree', top.id);
    expectError(await call('PATCH', `/api/comments/${top.id}`, other, { body: 'Mine now' }), 404);
    expectError(await call('DELETE', `/api/comments/${top.id}`, other), 404);
    expectError(await call('DELETE', `/api/comments/${top.id}`, author), 404);
    expectError(await call('PATCH', `/api/comments/${top.id}`, null, { body: 'x' }), 401);

    const deleted = await call('DELETE', `/api/comments/${top.id}`, writer);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: COMMENT_TEXTS.deleted });
    const after = await page(null, url);
    expect(seen(after)).toEqual([['(deleted)', ['I agree']]]);
    expect(after.comments[0]?.username).toBeNull();
    expectError(await call('PATCH', `/api/comments/${top.id}`, writer, { body: 'Back' }), 404);

    // Deleting the last reply takes the placeholder with it.
    const reply = (await page(other, url)).comments[0]?.replies[0];
    expect(reply?.mine).toBe(true);
    await call('DELETE', `/api/comments/${reply?.id ?? ''}`, other);
    expect(seen(await page(null, url))).toEqual([]);
  });

  it("lets the build's author hide and show comments, which its writer still reads", async () => {
    const author = await s.player();
    const { url } = await build(author, 'Curated');
    const [writer, other] = [await s.player(), await s.player()];
    const rude = await posted(writer, url, 'Meh build');
    expectError(
      await call('PUT', `/api/comments/${rude.id}/hidden`, other, {}),
      403,
      COMMENT_TEXTS.notYours,
    );
    expectError(await call('PUT', `/api/comments/${rude.id}/hidden`, null, {}), 401);
    const hidden = ok(
      await call('PUT', `/api/comments/${rude.id}/hidden`, author, {}),
      commentChangeSchema,
    );
    expect(hidden).toMatchObject({
      message: COMMENT_TEXTS.hidden,
      comment: { state: 'hidden', body: 'Meh build' },
    });

    expect(seen(await page(author, url))).toEqual([['Meh build', []]]);
    expect(seen(await page(writer, url))).toEqual([['Meh build', []]]);
    expect(seen(await page(other, url))).toEqual([]);
    expect((await page(null, url)).total).toBe(0);
    // A reply makes the thread show to everyone under a placeholder.
    await posted(other, url, 'Nice build actually');
    expectError(await post(other, url, 'Agreed', rude.id), 404);
    await posted(writer, url, 'Fair', rude.id);
    expect(seen(await page(null, url))).toEqual([
      ['Nice build actually', []],
      ['(hidden)', ['Fair']],
    ]);

    const shown = ok(
      await call('DELETE', `/api/comments/${rude.id}/hidden`, author),
      commentChangeSchema,
    );
    expect(shown).toMatchObject({ message: COMMENT_TEXTS.unhidden, comment: { state: 'visible' } });
    expect((await page(null, url)).total).toBe(3);
  });

  it('takes reports once per account into the desk, where a moderator removes and suspends', async () => {
    const author = await s.player();
    const { url } = await build(author, 'Reported Thread');
    const [writer, p, q] = [await s.player(), await s.player(), await s.player()];
    const spam = await posted(writer, url, 'Buy spice at example.com');
    const report = (player: Player | null) =>
      call('POST', `/api/comments/${spam.id}/report`, player, {
        reason: 'Spam or advertising',
        detail: 'Selling',
      });
    expectError(await report(null), 401);
    expectError(await report(writer), 400, COMMENT_TEXTS.ownReport);
    const sent = await report(p);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ message: COMMENT_TEXTS.reportSent });
    expectError(await report(p), 409, COMMENT_TEXTS.alreadyReported);
    expect((await report(q)).statusCode).toBe(201);
    expectError(
      await call('POST', `/api/comments/${spam.id}/report`, p, { reason: 'Because' }),
      400,
    );

    const queue = ok(await call('GET', '/api/admin/comments', admin), commentQueueSchema);
    const queued = queue.comments.find((comment) => comment.id === spam.id);
    expect(queued?.reports.map((r) => [r.reason, r.detail])).toEqual([
      ['Spam or advertising', 'Selling'],
      ['Spam or advertising', 'Selling'],
    ]);
    expect(queued?.reports.map((r) => r.reporter).sort()).toEqual([p.username, q.username].sort());
    expect(queued?.state).toBe('visible');

    const removed = ok(
      await call('POST', `/api/admin/comments/${spam.id}/decision`, admin, {
        decision: 'remove',
        note: 'Advertising',
      }),
      commentDecisionResponseSchema,
    );
    expect(removed).toEqual({ message: COMMENT_TEXTS.removed, state: 'removed' });
    expect(seen(await page(null, url))).toEqual([]);
    const own = await page(writer, url);
    expect(own.comments[0]).toMatchObject({ state: 'removed', body: 'Buy spice at example.com' });
    expectError(
      await call('PATCH', `/api/comments/${spam.id}`, writer, { body: 'Sorry' }),
      409,
      COMMENT_TEXTS.removedLocked,
    );

    const suspended = ok(
      await call('PUT', `/api/admin/users/${writer.username}/commenting`, admin, {
        suspended: true,
        note: 'Repeated spam',
      }),
      commentingResponseSchema,
    );
    expect(suspended).toEqual({
      message: COMMENT_TEXTS.suspendedFor(writer.username),
      suspended: true,
    });
    expect((await page(writer, url)).blocked).toBe('suspended');
    expectError(await post(writer, url, 'Let me back'), 403, COMMENT_TEXTS.suspended);
    const restored = ok(
      await call('PUT', `/api/admin/users/${writer.username.toUpperCase()}/commenting`, admin, {
        suspended: false,
      }),
      commentingResponseSchema,
    );
    expect(restored.message).toBe(COMMENT_TEXTS.restoredFor(writer.username));
    expect((await post(writer, url, 'Behaving now')).statusCode).toBe(201);
    expectError(
      await call('PUT', '/api/admin/users/nobody-here/commenting', admin, { suspended: true }),
      404,
    );

    const record = ok(await call('GET', '/api/admin/actions?page=1', admin), adminActionsSchema);
    expect(record.actions.slice(0, 3).map((action) => [action.action, action.target])).toEqual([
      ['commenting.restore', writer.username],
      ['commenting.suspend', writer.username],
      ['comment.remove', `${url}#comment-${spam.id}`],
    ]);
  });

  it('keeps the desk to moderators', async () => {
    const player = await s.player();
    expectError(await call('GET', '/api/admin/comments', null), 401);
    expectError(await call('GET', '/api/admin/comments', player), 403);
    expectError(
      await call('POST', '/api/admin/comments/AAAAAAAAAAAA/decision', player, { decision: 'keep' }),
      403,
    );
    expectError(
      await call('PUT', `/api/admin/users/${player.username}/commenting`, player, {
        suspended: true,
      }),
      403,
    );
    expectError(
      await call('POST', '/api/admin/comments/AAAAAAAAAAAA/decision', admin, { decision: 'keep' }),
      404,
    );
    expectError(
      await call('POST', '/api/admin/comments/AAAAAAAAAAAA/decision', admin, { decision: 'ban' }),
      400,
    );
  });

  it('limits comments per account, and caps a thread', async () => {
    const author = await s.player();
    const busy = await build(author, 'Busy Thread');
    const { url } = busy;
    const chatty = await s.player();
    for (let i = 0; i < COMMENTS_PER_ACCOUNT.max; i++) {
      expect((await post(chatty, url, `Line ${i}`)).statusCode).toBe(201);
    }
    expectError(await post(chatty, url, 'One more'), 429, new RegExp(`^${COMMENT_TEXTS.tooMany}`));

    const top = await posted(author, url, 'Ask me anything');
    const db = await s.database();
    const at = new Date().toISOString();
    await db
      .$extendTables<{ build_comments: Record<string, unknown> }>()
      .insertInto('build_comments')
      .values(
        Array.from({ length: REPLIES_PER_COMMENT }, (_, i) => ({
          id: `reply${String(i).padStart(7, '0')}`,
          build_id: busy.id,
          parent_id: top.id,
          user_id: null,
          body: 'x',
          state: 'visible',
          created_at: at,
        })),
      )
      .execute();
    expectError(await post(author, url, 'Too late', top.id), 409, COMMENT_TEXTS.threadFull);
  });

  it("keeps a deleted account's comments only as placeholders that hold replies", async () => {
    const author = await s.player();
    const { url } = await build(author, 'Left Behind');
    const [leaver, other] = [await s.player(), await s.player()];
    const answered = await posted(leaver, url, 'I will be gone');
    await posted(other, url, 'Bye', answered.id);
    await posted(leaver, url, 'Alone and forgotten');
    const leaving = await s.t.call('DELETE', `/api/users/${leaver.username}`, {
      ip: freshIp(),
      cookie: leaver.cookie,
      body: { recaptchaToken: await s.t.token('delete_account'), currentPassword: PASSWORD },
    });
    expect(leaving.statusCode, leaving.body).toBe(200);
    const after = await page(null, url);
    expect(seen(after)).toEqual([['(deleted)', ['Bye']]]);
    expect(after.comments[0]?.username).toBeNull();
    expect(after.total).toBe(1);
  });

  it('limits comments per address, whichever account writes', async () => {
    const author = await s.player();
    const { url } = await build(author, 'One Network');
    const ip = freshIp();
    const writers = [await s.player(), await s.player(), await s.player()];
    let sent = 0;
    for (const writer of writers) {
      for (let i = 0; i < 20; i++) {
        const response = await call(
          'POST',
          `/api/saved-builds/${url}/comments`,
          writer,
          { body: `Line ${i}` },
          ip,
        );
        expect(response.statusCode, response.body).toBe(201);
        sent += 1;
      }
    }
    expect(sent).toBe(60);
    const refusedHere = await call(
      'POST',
      `/api/saved-builds/${url}/comments`,
      await s.player(),
      { body: 'From the same network' },
      ip,
    );
    expectError(refusedHere, 429, new RegExp(`^${COMMENT_TEXTS.tooMany}`));
  });
});
