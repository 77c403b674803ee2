import { readFileSync } from 'node:fs';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { validateGameVersion } from '../src/skills/gameDataValidation';
import { indexGameData } from '../src/skills/gameIndex';
import { decodeShareCode } from '../src/skills/shareCode';
import { expect, test } from './fixtures';
import { openPlanner, raise } from './support/planning';

/*
 * Planning for a real character: a Combat 48 character at level 60 with some skills, shared by
 * link and by the share code in the address, opens in a fresh browser with the same budget,
 * counter, Spice bill and unlock checklist, ticks included. The real server and the current game data answer.
 */

// A build planned click by click and opened in two more browsers.
test.describe.configure({ timeout: 120_000 });

const VERSION = '1.5.3.6';
const read = (file: string) =>
  JSON.parse(readFileSync(`data/game/${VERSION}/${file}.json`, 'utf8')) as unknown;
const gameIndex = indexGameData(
  validateGameVersion(VERSION, {
    classes: read('classes'),
    trees: read('trees'),
    skills: read('skills'),
    progression: read('progression'),
  }),
);

/** The character and unlock ticks in an address's share code (undefined: none, or no code yet). */
function characterInAddress(url: string) {
  const code = new URL(url).hash.replace(/^#build=/, '');
  const decoded = decodeShareCode(code, gameIndex);
  return decoded.ok
    ? { character: decoded.build.character, unlockTicks: decoded.build.unlockTicks }
    : undefined;
}

/** The unlock checklist's rows as a player reads them: each row's text and whether it is ticked. */
async function checklistRows(page: Page) {
  const checklist = page.getByTestId('unlock-checklist');
  await expect(checklist.getByRole('checkbox').first()).toBeVisible();
  return checklist.getByRole('listitem').evaluateAll((rows) =>
    rows.map((row) => ({
      text: row.textContent,
      done: row.querySelector('input')?.checked ?? false,
    })),
  );
}

/**
 * What a player reads of the character: the budget line, the counter, the Spice bill and the
 * unlock checklist with its ticks.
 */
async function characterSummary(page: Page) {
  const control = page.getByRole('button', { name: /^Character: Lv / });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  const panel = page.getByTestId('character-panel');
  await expect(panel).toBeVisible();
  const counter = page.getByTestId('skill-points');
  return {
    control: await control.getAttribute('aria-label'),
    sources: await panel.getByTestId('budget-sources').textContent(),
    spent: await counter.getByTestId('sp-spent').textContent(),
    budget: await counter.getByRole('meter').getAttribute('aria-valuemax'),
    left: await counter.getByTestId('sp-left').textContent(),
    bill: await panel.getByTestId('spice-bill').textContent(),
    checklist: await checklistRows(page),
  };
}

/** Types a number the way a player does: the field, the value, Enter. */
async function enter(page: Page, label: string, value: number) {
  const field = page.getByRole('spinbutton', { name: label });
  await field.fill(String(value));
  await field.press('Enter');
  await expect(field).toHaveValue(String(value));
}

/** Opens an address in a fresh browser and reads the character there. */
async function summaryElsewhere(browser: Browser, testInfo: TestInfo, url: string) {
  const context = await browser.newContext({ ...testInfo.project.use });
  try {
    const other = await context.newPage();
    await openPlanner(other, url);
    return await characterSummary(other);
  } finally {
    await context.close();
  }
}

test('a Combat 48 character at level 60 travels by link and by code', async ({
  page,
  browser,
}, testInfo) => {
  await openPlanner(page);
  await raise(page, testInfo, 'Gunnery', 'Ranged Damage', 2);
  await raise(page, testInfo, 'Gunnery', 'Center of Mass');
  await raise(page, testInfo, 'Suspensor Training', 'Anti-gravity Field');

  await page.getByRole('button', { name: 'Plan for a character' }).click();
  await page.getByRole('button', { name: 'Start at level 200, Combat 100' }).click();
  await enter(page, 'Character level', 60);
  await enter(page, 'Combat level', 48);
  const panel = page.getByTestId('character-panel');
  await expect(panel.getByTestId('budget-sources')).toHaveText(
    'Level 60: 60 SP · Combat 48: +27 SP',
  );
  await expect(panel.getByTestId('spice-bill')).toHaveText(
    /^Spice bill: 126 Spice Melange for 15 traits/,
  );
  await expect(page.getByTestId('skill-points').getByRole('meter')).toHaveAttribute(
    'aria-valuemax',
    '87',
  );
  // The basic trainer is found; the advanced one (for Ranged Damage 2) is not yet.
  const checklist = page.getByTestId('unlock-checklist');
  await checklist.getByRole('checkbox', { name: /^Basic Trooper trainer/ }).check();
  await expect(checklist.getByTestId('unlocks-left')).toHaveText(/^\d+ of \d+ to do$/);
  const before = await characterSummary(page);
  expect(before.checklist.map((row) => row.done)).toContain(true);
  expect(before.checklist.map((row) => row.done)).toContain(false);

  // By code: the address follows the build a moment after the last change.
  await expect
    .poll(() => characterInAddress(page.url()))
    .toEqual({
      character: { level: 60, combatLevel: 48, skippedTraits: [] },
      unlockTicks: ['basic:trooper'],
    });
  expect(await summaryElsewhere(browser, testInfo, page.url())).toEqual(before);

  // By link: the server keeps the character with the build.
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  const field = page.getByRole('textbox', { name: 'Build link' });
  await expect(field).toHaveValue(/\/skill-trees\?link=[\w-]+$/);
  const link = await field.inputValue();
  expect(await summaryElsewhere(browser, testInfo, link)).toEqual(before);
});
