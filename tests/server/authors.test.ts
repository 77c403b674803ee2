import { describe, expect, it } from 'vitest';
import { authorSchema } from '../../src/api/contract/publicBuilds';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD } from './support/accountApp';
import { expectError, saveBody, titled, useSavedBuildApp } from './support/savedBuildApp';
import { COMMUNITY_TEXTS } from '../../src/api/contract/publicBuildsTexts';

/**
 * `GET /api/users/{username}`: an author's join date, Public build count and like total; 'User not
 * found.' for an unknown name, the `anonymous` owner of orphaned builds, and an account that was
 * deleted.
 */

describe.each(databaseKinds)('author profiles (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  it('counts only the author’s Public builds and their likes', async () => {
    const author = await s.player('DuneWriter');
    const { build: open } = await s.saved(
      author,
      saveBody({ ...titled('Open Book'), buildSharing: 'Public' }),
    );
    const { build: second } = await s.saved(
      author,
      saveBody({ ...titled('Second Book'), buildSharing: 'Public' }),
    );
    const { build: hidden } = await s.saved(author, saveBody(titled('Hidden Book')));
    const db = await s.database();
    await db.updateTable('saved_builds').set({ likes: 3 }).where('id', '=', open.id).execute();
    await db.updateTable('saved_builds').set({ likes: 4 }).where('id', '=', second.id).execute();
    await db.updateTable('saved_builds').set({ likes: 50 }).where('id', '=', hidden.id).execute();

    for (const name of ['DuneWriter', 'dunewriter', 'DUNEWRITER']) {
      const response = await s.get(null, `/api/users/${name}`);
      expect(response.statusCode, response.body).toBe(200);
      const profile = authorSchema.parse(response.json());
      expect(profile).toMatchObject({ username: 'DuneWriter', build_count: 2, like_total: 7 });
      expect(Date.now() - Date.parse(profile.joined_at)).toBeLessThan(10 * 60_000);
      expect(response.body).not.toContain('@sietch.test');
    }

    const newcomer = await s.player('Newcomer');
    const empty = authorSchema.parse((await s.get(newcomer, '/api/users/newcomer')).json());
    expect(empty).toMatchObject({ build_count: 0, like_total: 0 });
  });

  it('answers User not found for unknown names, anonymous and deleted accounts', async () => {
    for (const name of ['nobody-at-all', 'anonymous', 'Anonymous']) {
      expectError(await s.get(null, `/api/users/${name}`), 404, COMMUNITY_TEXTS.userNotFound);
    }
    const leaver = await s.player('Leaver');
    await s.saved(leaver, saveBody({ ...titled('Left Public'), buildSharing: 'Public' }));
    const deleted = await s.t.call('DELETE', '/api/users/Leaver', {
      ip: freshIp(),
      cookie: leaver.cookie,
      body: { recaptchaToken: await s.t.token('delete_account'), currentPassword: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectError(await s.get(null, '/api/users/leaver'), 404, COMMUNITY_TEXTS.userNotFound);
  });
});
