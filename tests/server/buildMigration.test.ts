import { describe, expect, it } from 'vitest';
import { migrateBuildResponseSchema } from '../../src/api/contract/buildMigration';
import { MIGRATION_TEXTS } from '../../src/api/contract/buildMigrationTexts';
import {
  buildRevisionSchema,
  buildRevisionsResponseSchema,
} from '../../src/api/contract/buildRevisions';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { packRevision } from '../../server/repositories/revisionContent';
import { maxedBuild } from '../domain/fixtures/builds';
import { realGame } from '../domain/fixtures/realData';
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
 * "Migrate to 1.5.3.6" of a saved build made with the launch data: its owner's migration is
 * kept as a new revision with its note, the old revision keeps the launch build and version, and
 * everyone else is answered as the other owner-only changes answer. Both databases.
 */

const launch = realGame('launch').index;

/**
 * A Trooper maxed at launch for a level-60 character: launch planned against the cap of 200,
 * so on 1.5.3.6 it spends more than the character's budget and the migration refunds.
 */
function launchTrooper(title: string, sharing: 'Public' | 'Private'): Build {
  const maxed = maxedBuild(launch, { ...emptyBuild(), selectedClass: 'trooper' });
  return {
    ...maxed,
    character: { level: 60, combatLevel: 0, skippedTraits: [] },
    buildTitle: title,
    buildSharing: sharing,
  };
}

describe.each(databaseKinds)('migrating a saved build (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  const migrate = (player: Player | null, key: string) =>
    s.t.call('POST', `/api/saved-builds/${key}/migrate`, {
      ...(player ? { cookie: player.cookie } : {}),
      body: {},
    });

  /** A build saved as it was at launch: its row and first revision hold launch data. */
  async function savedAtLaunch(owner: Player, title: string, sharing: 'Public' | 'Private') {
    const { build } = await s.saved(owner, saveBody(titled(title), { guide: 'Launch plan.' }));
    const old = launchTrooper(title, sharing);
    const data = JSON.stringify({ ...old, buildGuide: 'Launch plan.' });
    const db = await s.database();
    await db
      .updateTable('saved_builds')
      .set({ data, game_version: 'launch', sharing, chosen_sharing: sharing })
      .where('id', '=', build.id)
      .execute();
    await db
      .updateTable('build_revisions')
      .set({ game_version: 'launch', content: packRevision(data, 'Launch plan.') })
      .where('build_id', '=', build.id)
      .execute();
    return { build, old };
  }

  it('keeps the owner’s migration as a new revision, noted, and the launch one as it was', async () => {
    const owner = await s.player();
    const { build, old } = await savedAtLaunch(owner, 'Old Guard', 'Public');

    const response = await migrate(owner, build.url);
    expect(response.statusCode, response.body).toBe(200);
    const answer = migrateBuildResponseSchema.parse(response.json());
    expect(answer.outcome).toBe('UPDATED');
    expect(answer.build.game_version).toBe('1.5.3.6');
    expect(answer.build.revisions).toBe(2);
    expect(answer.build.sharing).toBe('Public');
    expect(answer.build.build_guide).toBe('Launch plan.');
    expect(answer.build.data.skillpoints).toBeLessThan(old.skillpoints);
    expect(answer.changes.length).toBeGreaterThan(0);
    expect(answer.changes[0]).toMatch(/SP refunded$/);

    // Anyone opening it now reads the migrated build, saved twice.
    const opened = fullForm(await s.open(null, build.url));
    expect(opened.game_version).toBe('1.5.3.6');
    expect(opened.revisions).toBe(2);
    expect(opened.data.skillpoints).toBe(answer.build.data.skillpoints);

    const listed = await s.get(owner, `/api/saved-builds/${build.id}/revisions`);
    expect(listed.statusCode, listed.body).toBe(200);
    const revisions = buildRevisionsResponseSchema.parse(listed.json()).revisions;
    expect(revisions.map((r) => [r.number, r.game_version, r.note])).toEqual([
      [2, '1.5.3.6', 'Migrated to 1.5.3.6'],
      [1, 'launch', null],
    ]);
    // The launch revision still holds the launch build, on its version.
    const first = await s.get(null, `/api/saved-builds/${build.url}/revisions/1`);
    expect(first.statusCode, first.body).toBe(200);
    const kept = buildRevisionSchema.parse(first.json());
    expect(kept.game_version).toBe('launch');
    expect(kept.data.skillpoints).toBe(old.skillpoints);
    expect(kept.data.characterBuild).toEqual(old.characterBuild);

    // Migrated once, it is current: a second migration is refused and changes nothing.
    expectError(await migrate(owner, build.id), 409, 'This build is already on 1.5.3.6.');
    expect(fullForm(await s.open(owner, build.id)).revisions).toBe(2);
  });

  it('answers others as the other owner-only changes do, and changes nothing', async () => {
    const owner = await s.player();
    const other = await s.player();
    const hidden = await savedAtLaunch(owner, 'Hidden Guard', 'Private');
    const shown = await savedAtLaunch(owner, 'Shown Guard', 'Public');

    // A Private build is not there for anyone else; a Public one is someone else's.
    expectError(await migrate(other, hidden.build.id), 404, SAVED_BUILD_TEXTS.notFound);
    expectError(await migrate(other, shown.build.url), 403, MIGRATION_TEXTS.onlyAuthor);
    expectError(await migrate(null, shown.build.url), 401);
    expectError(await migrate(owner, 'NoSuchBld0'), 404, SAVED_BUILD_TEXTS.notFound);
    expectError(await migrate(owner, 'no-such-build'), 400, /is named by its id/);

    for (const { build } of [hidden, shown]) {
      const still = fullForm(await s.open(owner, build.id));
      expect(still.game_version).toBe('launch');
      expect(still.revisions).toBe(1);
    }
  });

  it('refuses a build already on 1.5.3.6 with a clear 409', async () => {
    const owner = await s.player();
    const { build } = await s.saved(owner, saveBody(titled('Fresh Guard')));
    expect(build.revisions).toBe(1);
    expectError(await migrate(owner, build.id), 409, 'This build is already on 1.5.3.6.');
    expect(fullForm(await s.open(owner, build.id)).revisions).toBe(1);
  });

  it('refuses a cross-site request as every change', async () => {
    const owner = await s.player();
    const { build } = await savedAtLaunch(owner, 'Forged Guard', 'Public');
    // No JSON body and no X-Requested-With: what a cross-site form or fetch can send.
    const forged = await s.t.app.inject({
      method: 'POST',
      url: `/api/saved-builds/${build.id}/migrate`,
      headers: { cookie: owner.cookie },
    });
    expect(forged.statusCode, forged.body).toBe(403);
    expect(fullForm(await s.open(owner, build.id)).game_version).toBe('launch');
  });
});
