import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { chooseSlotSkill } from '../src/skills/activeSlots';
import { allocateSkill } from '../src/skills/allocation';
import type { Build } from '../src/skills/buildSchema';
import { emptyBuild } from '../src/skills/emptyBuild';
import { validateGameVersion } from '../src/skills/gameDataValidation';
import type { GameIndex } from '../src/skills/gameIndex';
import { indexGameData } from '../src/skills/gameIndex';
import { decodeShareCode, encodeShareCode, readShareCodeHeader } from '../src/skills/shareCode';
import { expect, test } from './fixtures';
import { expectLevel, openPlanner, raise, showTree, skillNode } from './support/planning';

/*
 * A build shared with a launch share code opens on the launch data with its patch report;
 * "Migrate to 1.5.3.6" moves it to the current data and says what it did, while the old code
 * keeps opening the launch build. Made only of codes: a build link cannot be of an older version,
 * since the server checks every new link against the current data and stores it as of it.
 */

// Opens the planner twice, migrates and plans (on the phone through the detail dialog).
test.describe.configure({ timeout: 90_000 });

function gameIndexOf(version: string): GameIndex {
  const read = (file: string) =>
    JSON.parse(readFileSync(`data/game/${version}/${file}.json`, 'utf8')) as unknown;
  const files = { classes: read('classes'), trees: read('trees'), skills: read('skills') };
  const progression = version === '1.5.3.6' ? { progression: read('progression') } : {};
  return indexGameData(validateGameVersion(version, { ...files, ...progression }));
}

const launch = gameIndexOf('launch');
const current = gameIndexOf('1.5.3.6');

function skillId(name: string): number {
  const skill = [...launch.skillsById.values()].find((s) => s.name === name);
  if (!skill) throw new Error(`The launch data has no skill ${name}`);
  return skill.id;
}

/**
 * A Mentat planned at launch: the way to Stunner, Stunner in the first ability slot. Launch
 * codes carry no character (characters came with progression), so it plans against the cap.
 */
function launchMentat(): Build {
  let build: Build = { ...emptyBuild(), selectedClass: 'mentat' };
  for (const name of ['Poison Capsule', 'Headshot Damage', 'Stunner']) {
    const next = allocateSkill(build, launch, skillId(name));
    if (next === build) throw new Error(`The launch data refused ${name}`);
    build = next;
  }
  return chooseSlotSkill(build, launch, 'ability', 0, skillId('Stunner'));
}

const LAUNCH_CODE = encodeShareCode(launchMentat(), launch);
const LAUNCH_PATH = `/skill-trees#build=${LAUNCH_CODE}`;

/** The share code in the page's address. */
function codeInAddress(page: Page): string {
  return new URL(page.url()).hash.replace(/^#build=/, '');
}

/** The game data version the address's share code was made with (null: no readable code). */
function versionInAddress(page: Page): string | null {
  const header = readShareCodeHeader(codeInAddress(page));
  return header.ok ? header.value.gameVersion : null;
}

/** Stunner's level in the address's share code, read on the current data. */
function stunnerLevelInAddress(page: Page): number | undefined {
  const decoded = decodeShareCode(codeInAddress(page), current);
  if (!decoded.ok) return undefined;
  return decoded.build.characterBuild.find((entry) => entry.skillId === skillId('Stunner'))?.level;
}

/** What opening the launch code shows: the launch data, its report and the way to migrate. */
async function expectLaunchBuildWithReport(page: Page, testInfo: TestInfo): Promise<void> {
  const notice = page.getByTestId('load-notice');
  await expect(notice).toContainText(
    'This build was made for the Launch game data and is shown with it.',
  );
  const report = notice.getByRole('region', { name: 'Patch report' });
  await expect(report.getByRole('heading', { name: 'Since launch' })).toBeVisible();
  // Only more levels and other numbers since launch: nothing it takes has to change.
  await expect(report.getByTestId('version-status')).toHaveText('✓valid on 1.5.3.6');
  await expect(report.getByRole('heading', { level: 4 })).toHaveText([
    'Levels and costs',
    'Numbers',
  ]);
  await expect(report.getByTestId('patch-item')).toHaveText([
    'Stunner has 3 levels now (was 1) · 1.5 (2026-09-17)',
    'Stunner: the numbers of level 1 changed · 1.5 (2026-09-17)likely',
  ]);
  await expect(report.getByText('Must change:')).toHaveCount(0);
  await expect(report.getByRole('button', { name: 'Migrate to 1.5.3.6' })).toBeVisible();
  // The launch data's rules: Stunner has one level.
  await expect(page.getByTestId('sp-spent')).toHaveText('4');
  await expect(page.getByRole('button', { name: /Ability slot 1/ })).toContainText('Stunner');
  await showTree(page, testInfo, 'Assassination');
  await expect(skillNode(page, 'Assassination', 'Stunner')).toHaveAccessibleName(
    /, level 1 of 1, /,
  );
}

test.describe('a build made with an older game version', () => {
  test('opens with its patch report, migrates to 1.5.3.6, and its old code stays as it was', async ({
    page,
  }, testInfo) => {
    await openPlanner(page, LAUNCH_PATH);
    await expectLaunchBuildWithReport(page, testInfo);
    expect(versionInAddress(page)).toBe('launch');

    await page.getByRole('button', { name: 'Migrate to 1.5.3.6' }).click();
    const notice = page.getByTestId('load-notice');
    await expect(notice).toContainText('Migrated to 1.5.3.6.');
    await expect(notice.getByRole('listitem')).toHaveText([
      'Every skill and slot still fits: nothing was refunded.',
    ]);
    await expect(notice.getByRole('region', { name: 'Patch report' })).toBeHidden();
    await expect(page.getByTestId('sp-spent')).toHaveText('4');
    await expect(page.getByRole('button', { name: /Ability slot 1/ })).toContainText('Stunner');
    await expect.poll(() => versionInAddress(page)).toBe('1.5.3.6');

    // It plans with 1.5.3.6's rules now: Stunner's two new levels (3 and 4 SP).
    await showTree(page, testInfo, 'Assassination');
    await expect(skillNode(page, 'Assassination', 'Stunner')).toHaveAccessibleName(
      /, level 1 of 3, /,
    );
    await raise(page, testInfo, 'Assassination', 'Stunner', 2);
    await expectLevel(page, 'Assassination', 'Stunner', 3);
    await expect(page.getByTestId('sp-spent')).toHaveText('11');
    await expect.poll(() => stunnerLevelInAddress(page)).toBe(3);

    // The launch code is the launch build still, read on the launch data with its report.
    await page.goto('/');
    await openPlanner(page, LAUNCH_PATH);
    await expectLaunchBuildWithReport(page, testInfo);
    expect(versionInAddress(page)).toBe('launch');
  });
});
