import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MIGRATION_TEXTS, migratedNote } from '../src/api/contract/buildMigrationTexts';
import { updatedTimes } from '../src/api/contract/buildRevisionsTexts';
import { SAVED_BUILD_TEXTS } from '../src/api/contract/savedBuildsTexts';
import { chooseSlotSkill } from '../src/skills/activeSlots';
import { allocateSkill } from '../src/skills/allocation';
import type { Build } from '../src/skills/buildSchema';
import { emptyBuild } from '../src/skills/emptyBuild';
import { validateGameVersion } from '../src/skills/gameDataValidation';
import { indexGameData } from '../src/skills/gameIndex';
import { NOTHING_REFUNDED } from '../src/skills/migrateBuild';
import { packRevision } from '../server/repositories/revisionContent';
import { expect, test } from './fixtures';
import { openPlanner, retitle } from './support/planning';
import { newPlayer, registerAndLogIn } from './support/players';
import { expectSuccess, savedUrl, savePublic } from './support/saving';

/*
 * A saved build made with the launch data, migrated by its author from the viewer: the viewer
 * says what the migration did, then shows it on 1.5.3.6, "updated once", with the migration's
 * note in its history; the launch revision keeps its version. A build saved today is checked
 * against the current data, so the journey ages its saved build in the server's own SQLite
 * database, as a build saved at launch was stored.
 */

test.describe.configure({ timeout: 120_000 });

const launch = (() => {
  const read = (file: string) =>
    JSON.parse(readFileSync(`data/game/launch/${file}.json`, 'utf8')) as unknown;
  return indexGameData(
    validateGameVersion('launch', {
      classes: read('classes'),
      trees: read('trees'),
      skills: read('skills'),
    }),
  );
})();

/** A Mentat planned at launch: the way to Stunner, Stunner in the first ability slot. */
function launchMentat(title: string): Build {
  let build: Build = { ...emptyBuild(), selectedClass: 'mentat', buildTitle: title };
  for (const name of ['Poison Capsule', 'Headshot Damage', 'Stunner']) {
    const skill = [...launch.skillsById.values()].find((s) => s.name === name);
    if (!skill) throw new Error(`The launch data has no skill ${name}`);
    build = allocateSkill(build, launch, skill.id);
  }
  const stunner = [...launch.skillsById.values()].find((s) => s.name === 'Stunner');
  return chooseSlotSkill(build, launch, 'ability', 0, stunner?.id ?? 0);
}

/** Stores the saved build of `url` as it was saved at launch: its row and its revision. */
function ageToLaunch(url: string, title: string): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is unset: run the journeys with playwright.config.ts.');
  const db = new DatabaseSync(join(dataDir, 'arrakis.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const row = db.prepare('select id, guide from saved_builds where url = ?').get(url) as
      { id: string; guide: string } | undefined;
    if (!row) throw new Error(`No saved build ${url}`);
    const data = JSON.stringify({
      ...launchMentat(title),
      buildGuide: row.guide,
      buildSharing: 'Public',
    });
    db.prepare("update saved_builds set data = ?, game_version = 'launch' where id = ?").run(
      data,
      row.id,
    );
    db.prepare(
      "update build_revisions set game_version = 'launch', content = ? where build_id = ?",
    ).run(packRevision(data, row.guide), row.id);
  } finally {
    db.close();
  }
}

test('the author migrates a saved launch build from the viewer, kept as a noted revision', async ({
  page,
  request,
}, testInfo) => {
  const player = newPlayer(testInfo.project.name, 'migrant');
  const title = `Old Mentat ${player.tag}`;

  await test.step('register, save a build Public, and age it to launch', async () => {
    await registerAndLogIn(page, request, player);
    await openPlanner(page);
    await retitle(page, title);
    await page.getByRole('combobox', { name: 'Build Listing' }).selectOption('Public');
    await savePublic(page);
    await expectSuccess(page, SAVED_BUILD_TEXTS.saved);
  });
  const url = await savedUrl(page, title);
  ageToLaunch(url, title);

  await test.step('its viewer shows the patch report with "Migrate to 1.5.3.6"', async () => {
    await page.goto(`/build-viewer/${url}`);
    const patch = page.getByTestId('viewer-patch');
    await expect(patch).toContainText('Made with the Launch game data:');
    await expect(page.getByTestId('build-updates')).toHaveCount(0);
  });

  await test.step('migrating says what it did and shows the build on 1.5.3.6', async () => {
    await page.getByRole('button', { name: 'Migrate to 1.5.3.6' }).click();
    const done = page.getByRole('region', { name: 'Migration' });
    await expect(done).toContainText(MIGRATION_TEXTS.done);
    await expect(done.getByRole('listitem')).toHaveText([NOTHING_REFUNDED]);
    await expect(page.getByTestId('build-updates')).toHaveText(updatedTimes(1));
    await expect(page.getByTestId('viewer-patch')).toHaveCount(0);
  });

  await test.step('its history holds the migration, noted, over the launch revision', async () => {
    const history = page.getByTestId('build-history');
    await history.scrollIntoViewIfNeeded();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    const newest = history.getByRole('listitem').filter({ hasText: /^Revision 2\b/ });
    await expect(newest).toContainText(migratedNote('1.5.3.6'));
    await expect(newest).toContainText('1.5.3.6');
    const oldest = history.getByRole('listitem').filter({ hasText: /^Revision 1\b/ });
    await expect(oldest).toContainText('launch');
  });

  await test.step('reopened, it is current: no report, no migration to offer', async () => {
    await page.reload();
    await expect(page.getByTestId('build-updates')).toHaveText(updatedTimes(1));
    await expect(page.getByRole('button', { name: 'Migrate to 1.5.3.6' })).toHaveCount(0);
  });
});
