import { describe, expect, it } from 'vitest';
import {
  buildRevisionSchema,
  buildRevisionsResponseSchema,
  type BuildRevisionSummary,
} from '../../src/api/contract/buildRevisions';
import { REVISION_TEXTS } from '../../src/api/contract/buildRevisionsTexts';
import { saveBuildResponseSchema } from '../../src/api/contract/savedBuilds';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';
import type { Build } from '../../src/skills/buildSchema';
import { changeRole } from '../../server/services/adminRoles';
import { databaseKinds } from './helpers';
import {
  expectError,
  fullForm,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';

/**
 * Revisions of a saved build: every save keeps one (who, when, game version, note), at most 100
 * per build with the middle thinned, a restore saves an old one as a new one, and the history is
 * as private as the build. Both databases.
 */

const listed = (build: Build, sharing: 'Public' | 'Private'): Build => ({
  ...build,
  buildSharing: sharing,
});

describe.each(databaseKinds)('build revisions (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  const history = async (player: Player | null, key: string): Promise<BuildRevisionSummary[]> => {
    const response = await s.get(player, `/api/saved-builds/${key}/revisions`);
    expect(response.statusCode, response.body).toBe(200);
    return buildRevisionsResponseSchema.parse(response.json()).revisions;
  };
  const restore = (player: Player | null, key: string, number: number | string, body?: unknown) =>
    s.t.call('POST', `/api/saved-builds/${key}/revisions/${number}/restore`, {
      ...(player ? { cookie: player.cookie } : {}),
      body: body ?? {},
    });

  it('keeps a revision per save, newest first, with its author, version and note', async () => {
    const owner = await s.player();
    const { build } = await s.saved(owner, saveBody(titled('Spice Runner'), { guide: 'First.' }));
    await s.saved(owner, { ...saveBody(titled('Spice Runner'), { guide: 'Second.' }) }, 'PUT');
    await s.saved(
      owner,
      { ...saveBody(titled('SPICE RUNNER'), { guide: 'Third.' }), revision_note: ' Retuned ' },
      'PUT',
    );

    const revisions = await history(owner, build.id);
    expect(revisions.map((r) => r.number)).toEqual([3, 2, 1]);
    expect(revisions.map((r) => r.note)).toEqual(['Retuned', null, null]);
    for (const revision of revisions) {
      expect(revision.username).toBe(owner.username);
      expect(revision.game_version).toBe(build.game_version);
      expect(Date.parse(revision.saved_at)).not.toBeNaN();
    }
    // By url as by id.
    expect(await history(owner, build.url)).toEqual(revisions);

    const first = await s.get(owner, `/api/saved-builds/${build.id}/revisions/1`);
    expect(first.statusCode, first.body).toBe(200);
    const one = buildRevisionSchema.parse(first.json());
    expect(one.build_guide).toBe('First.');
    expect(one.build_name).toBe('Spice Runner');
    expect(one.data.buildGuide).toBe('First.');
    const third = buildRevisionSchema.parse(
      (await s.get(owner, `/api/saved-builds/${build.id}/revisions/3`)).json(),
    );
    expect(third.build_name).toBe('SPICE RUNNER');
  });

  it('restores a revision as a new one, with the build’s current data and listing', async () => {
    const owner = await s.player();
    const title = 'Sandrider';
    const { build } = await s.saved(
      owner,
      saveBody(listed(titled(title), 'Private'), { guide: 'Old plan.' }),
    );
    await s.saved(owner, saveBody(listed(titled(title), 'Public'), { guide: 'New plan.' }), 'PUT');

    const restored = await restore(owner, build.id, 1);
    expect(restored.statusCode, restored.body).toBe(200);
    const answer = saveBuildResponseSchema.parse(restored.json());
    expect(answer.outcome).toBe('UPDATED');
    expect(answer.build.build_guide).toBe('Old plan.');
    // The listing chosen last stays: a restore changes the content, not who may see it.
    expect(answer.build.sharing).toBe('Public');
    expect(fullForm(await s.open(null, build.url)).build_guide).toBe('Old plan.');

    const noted = await restore(owner, build.url, 2, { revision_note: 'Back to the new plan' });
    expect(noted.statusCode, noted.body).toBe(200);
    const revisions = await history(owner, build.id);
    expect(revisions.map((r) => [r.number, r.note])).toEqual([
      [4, 'Back to the new plan'],
      [3, 'Restored revision 1.'],
      [2, null],
      [1, null],
    ]);
    expect(fullForm(await s.open(owner, build.id)).build_guide).toBe('New plan.');
  });

  it('numbers concurrent saves of one build one after another', async () => {
    const owner = await s.player();
    const { build } = await s.saved(owner, saveBody(titled('Crowded Sietch')));
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        s.save(owner, saveBody(titled('Crowded Sietch'), { guide: `Tab ${i}` }), 'PUT'),
      ),
    );
    expect(saves.map((save) => save.statusCode)).toEqual(Array(8).fill(200));
    const numbers = (await history(owner, build.id)).map((r) => r.number);
    expect(numbers).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('keeps at most 100 revisions: the first, the newest, and the middle thinned evenly', async () => {
    const owner = await s.player();
    const { build } = await s.saved(owner, saveBody(titled('Long Haul'), { guide: 'Save 1' }));
    for (let save = 2; save <= 105; save++) {
      await s.saved(owner, saveBody(titled('Long Haul'), { guide: `Save ${save}` }), 'PUT');
    }
    const numbers = (await history(owner, build.id)).map((r) => r.number);
    expect(numbers).toHaveLength(100);
    expect(numbers[0]).toBe(105);
    expect(numbers.at(-1)).toBe(1);
    // Every second of the oldest went first, one per save over the limit.
    for (const gone of [2, 4, 6, 8, 10]) expect(numbers).not.toContain(gone);
    for (const kept of [3, 5, 7, 9, 11, 12, 104]) expect(numbers).toContain(kept);

    // Numbers go on after thinning, never reused; the kept revisions still open.
    await s.saved(owner, saveBody(titled('Long Haul'), { guide: 'Save 106' }), 'PUT');
    const after = (await history(owner, build.id)).map((r) => r.number);
    expect(after).toHaveLength(100);
    expect(after[0]).toBe(106);
    expect(after).not.toContain(12);
    const oldest = buildRevisionSchema.parse(
      (await s.get(owner, `/api/saved-builds/${build.id}/revisions/1`)).json(),
    );
    expect(oldest.build_guide).toBe('Save 1');
    expectError(
      await s.get(owner, `/api/saved-builds/${build.id}/revisions/2`),
      404,
      REVISION_TEXTS.notFound,
    );
    // A restore of the first is one more save, thinned like the others.
    expect((await restore(owner, build.id, 1)).statusCode).toBe(200);
    const restored = await history(owner, build.id);
    expect(restored).toHaveLength(100);
    expect(restored[0]?.number).toBe(107);
    expect(restored.at(-1)?.number).toBe(1);
  }, 120_000);

  it('shows the history of a Public build to anyone, and of any other only to its author', async () => {
    const owner = await s.player();
    const other = await s.player();
    const { build } = await s.saved(owner, saveBody(listed(titled('Hidden Sietch'), 'Private')));
    await s.saved(owner, saveBody(listed(titled('Hidden Sietch'), 'Private')), 'PUT');

    for (const viewer of [other, null]) {
      for (const url of [
        `/api/saved-builds/${build.id}/revisions`,
        `/api/saved-builds/${build.url}/revisions`,
        `/api/saved-builds/${build.id}/revisions/1`,
        `/api/saved-builds/${build.id}/revisions/99`,
      ]) {
        const answer = await s.get(viewer, url);
        expectError(answer, 404, SAVED_BUILD_TEXTS.notFound);
        expect(answer.body).not.toContain('Hidden Sietch');
      }
    }
    expectError(await restore(other, build.id, 1), 404, SAVED_BUILD_TEXTS.notFound);
    expect((await restore(null, build.id, 1)).statusCode).toBe(401);
    expect(await history(owner, build.id)).toHaveLength(2);

    // Made Public: readable by anyone, restorable by its author only.
    await s.saved(owner, saveBody(listed(titled('Hidden Sietch'), 'Public')), 'PUT');
    expect((await history(null, build.url)).map((r) => r.number)).toEqual([3, 2, 1]);
    expect((await history(other, build.id)).map((r) => r.number)).toEqual([3, 2, 1]);
    expect((await s.get(null, `/api/saved-builds/${build.url}/revisions/1`)).statusCode).toBe(200);
    expectError(await restore(other, build.id, 1), 403, REVISION_TEXTS.onlyAuthor);
    expect(await history(owner, build.id)).toHaveLength(3);

    // Private again: hidden again, older Public revisions included.
    await s.saved(owner, saveBody(listed(titled('Hidden Sietch'), 'Private')), 'PUT');
    expectError(await s.get(null, `/api/saved-builds/${build.url}/revisions`), 404);
    expectError(await s.get(other, `/api/saved-builds/${build.id}/revisions/3`), 404);

    // Deleted: its revisions go with it.
    const deleted = await s.t.call('DELETE', '/api/my-build', {
      cookie: owner.cookie,
      body: { id: build.id, build_name: 'Hidden Sietch', username: owner.username },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectError(await s.get(owner, `/api/saved-builds/${build.id}/revisions`), 404);
    const db = await s.database();
    const left = await db
      .selectFrom('build_revisions')
      .select('number')
      .where('build_id', '=', build.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps a flagged revision and every note to the author, also once the build is Public', async () => {
    const owner = await s.player();
    const other = await s.player();
    const flagged = { ...titled('Dune Sniper'), buildDescription: 'what the fuck' };
    const { build } = await s.saved(owner, {
      ...saveBody(listed(flagged, 'Public')),
      revision_note: 'First try',
    });
    // Mended on its second save, with a note of the author's own; a moderator clears it.
    await s.saved(
      owner,
      { ...saveBody(listed(titled('Dune Sniper'), 'Public')), revision_note: 'Cleaned up' },
      'PUT',
    );
    const moderator = await s.player();
    const database = await s.database();
    expect(await changeRole(database, moderator.username, true)).toMatchObject({ changed: true });
    const cleared = await s.t.call('POST', `/api/admin/builds/${build.id}/decision`, {
      cookie: moderator.cookie,
      body: { decision: 'clear', note: '' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const shown = await s.get(null, `/api/saved-builds/${build.url}`);
    expect(shown.statusCode, shown.body).toBe(200);

    const mine = await history(owner, build.id);
    expect(mine.map((r) => [r.number, r.note])).toEqual([
      [2, 'Cleaned up'],
      [1, 'First try'],
    ]);
    for (const viewer of [other, null]) {
      const theirs = await history(viewer, build.url);
      expect(theirs.map((r) => [r.number, r.note])).toEqual([[2, null]]);
      const hidden = await s.get(viewer, `/api/saved-builds/${build.url}/revisions/1`);
      expectError(hidden, 404, REVISION_TEXTS.notFound);
      expect(hidden.body).not.toContain('fuck');
    }
    const own = await s.get(owner, `/api/saved-builds/${build.id}/revisions/1`);
    expect(own.statusCode, own.body).toBe(200);
    expect(buildRevisionSchema.parse(own.json()).data.buildDescription).toBe('what the fuck');
  });

  it('answers bad input with clear errors', async () => {
    const owner = await s.player();
    const { build } = await s.saved(owner, saveBody(titled('Careful Saver')));

    for (const number of ['0', '-1', '1.5', 'abc', '01', '9999999999']) {
      const answer = await s.get(owner, `/api/saved-builds/${build.id}/revisions/${number}`);
      expect(answer.statusCode, number).toBe(400);
      expect(answer.body).toContain(REVISION_TEXTS.badNumber);
      expect((await restore(owner, build.id, number)).statusCode, number).toBe(400);
    }
    expectError(
      await s.get(owner, `/api/saved-builds/${build.id}/revisions/2`),
      404,
      REVISION_TEXTS.notFound,
    );
    expectError(await restore(owner, build.id, 2), 404, REVISION_TEXTS.notFound);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(
      await s.get(owner, `/api/saved-builds/${unknown}/revisions`),
      404,
      SAVED_BUILD_TEXTS.notFound,
    );
    expectError(await restore(owner, unknown, 1), 404, SAVED_BUILD_TEXTS.notFound);
    expect((await s.get(owner, '/api/saved-builds/not-a-key!/revisions')).statusCode).toBe(400);

    const tooLong = 'n'.repeat(201);
    const save = await s.save(
      owner,
      { ...saveBody(titled('Careful Saver')), revision_note: tooLong },
      'PUT',
    );
    expect(save.statusCode).toBe(400);
    expect(save.body).toContain(REVISION_TEXTS.noteTooLong);
    const restoring = await restore(owner, build.id, 1, { revision_note: tooLong });
    expect(restoring.statusCode).toBe(400);
    expect(restoring.body).toContain(REVISION_TEXTS.noteTooLong);
    expect((await restore(owner, build.id, 1, { revision_note: 7 })).statusCode).toBe(400);
    // 200 characters is allowed; invisible characters do not count.
    const fits = await restore(owner, build.id, 1, {
      revision_note: `${'n'.repeat(200)}\u200b`,
    });
    expect(fits.statusCode, fits.body).toBe(200);
    expect((await history(owner, build.id)).map((r) => r.number)).toEqual([2, 1]);
  });
});
