import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';

/*
 * Planning the player's way, for the planner's own spec and every journey that plans (a test
 * file may not import another test file, so what they share lives here).
 */

/**
 * How a player plans on each project: a mouse on desktop (click adds, right-click removes), a
 * finger on the phone (a tap opens the skill's details, where plus and minus are).
 */
export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}

/** Opens the planner (optionally at a path such as '/skill-trees#build=…') and waits for it. */
export async function openPlanner(page: Page, path = '/skill-trees'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('planner')).toBeVisible();
  // The server's HTML shows a new build at once; it answers once the app has taken it over, and
  // the panels below the trees come a step after that.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByTestId('trainer-access')).toBeAttached();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A button of the planner header's menu (Export, Import, Load, New build), the menu opened. */
export async function menuAction(page: Page, name: string): Promise<Locator> {
  const more = page.getByRole('button', { name: 'More build actions' });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  return page.getByTestId('build-menu').getByRole('button', { name, exact: true });
}

/** A skill node of a tree, by the tree's and the skill's names. */
export function skillNode(page: Page, tree: string, skill: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${escape(tree)}: ${escape(skill)},`) });
}

/** Shows a tree on the phone, where the trees come one at a time. */
export async function showTree(page: Page, testInfo: TestInfo, tree: string): Promise<void> {
  if (!isPhone(testInfo)) return;
  const region = page.getByRole('region', { name: `${tree} tree` });
  for (let i = 0; i < 3 && !(await region.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next tree' }).click();
  }
  await expect(region).toBeVisible();
}

/** The skill detail dialog a tap opens on the phone. */
export function detailDialog(page: Page, skill: string): Locator {
  return page.getByRole('dialog', { name: skill });
}

/** On the phone: taps a node, presses `button` `times` in its detail dialog, then Done. */
async function pressInDetails(
  page: Page,
  node: Locator,
  skill: string,
  button: 'Add a level' | 'Remove a level',
  times: number,
): Promise<void> {
  await node.tap();
  const dialog = detailDialog(page, skill);
  for (let i = 0; i < times; i++) {
    await dialog.getByRole('button', { name: button }).click();
  }
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** Adds `times` levels to a skill: clicks on desktop, the detail dialog's plus on the phone. */
export async function raise(
  page: Page,
  testInfo: TestInfo,
  tree: string,
  skill: string,
  times = 1,
): Promise<void> {
  await showTree(page, testInfo, tree);
  const node = skillNode(page, tree, skill);
  if (isPhone(testInfo)) {
    await pressInDetails(page, node, skill, 'Add a level', times);
  } else {
    for (let i = 0; i < times; i++) await node.click();
  }
}

/** Removes a level: a right-click on desktop, the detail dialog's minus on the phone. */
export async function lower(
  page: Page,
  testInfo: TestInfo,
  tree: string,
  skill: string,
): Promise<void> {
  await showTree(page, testInfo, tree);
  const node = skillNode(page, tree, skill);
  if (isPhone(testInfo)) {
    await pressInDetails(page, node, skill, 'Remove a level', 1);
  } else {
    await node.click({ button: 'right' });
  }
}

/** The level a node says it has. */
export async function expectLevel(
  page: Page,
  tree: string,
  skill: string,
  level: number,
): Promise<void> {
  await expect(skillNode(page, tree, skill)).toHaveAccessibleName(
    new RegExp(`, level ${level} of \\d`),
  );
}

/** Chooses a skill in an active slot's dropdown. */
export async function chooseSlot(page: Page, slot: string, skill: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(slot) }).click();
  await page
    .getByRole('listbox', { name: slot })
    .getByRole('option', { name: skill, exact: true })
    .click();
  await expect(page.getByRole('button', { name: new RegExp(slot) })).toContainText(skill);
}

/** Gives the build a new title through the Edit Title and Description dialog. */
export async function retitle(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit title and description' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Title and Description' });
  await dialog.getByLabel('Build title').fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** The Leveling Plan's rows as "Skill Level n". */
export async function planRows(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Skills in leveling order' });
  if ((await list.count()) === 0) return [];
  return list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.textContent.replace(/^\d+\.\s*/, '').trim()));
}

/** What makes two builds the same to a player: title, SP spent, skills in order, slots. */
export async function buildSummary(page: Page) {
  const slotButtons = page.getByRole('button', { name: /(Ability|Technique) slot \d/ });
  // The slots panel can come a moment after the title: read it once it is there.
  await slotButtons.first().waitFor();
  const slots = await slotButtons.evaluateAll((buttons) =>
    buttons.map((b) => b.textContent.trim()),
  );
  return {
    title: await page.getByRole('heading', { level: 1 }).textContent(),
    spent: await page.getByTestId('sp-spent').textContent(),
    plan: await planRows(page),
    slots,
  };
}
