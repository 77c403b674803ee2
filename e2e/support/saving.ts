import type { BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import type { SavedBuildName } from '../../src/api/contract/savedBuilds';
import { expect } from '../fixtures';

/** Saving a build from the planner, and a second browser of the journey's device. */

/** The Save button of the planner's header card. */
export function saveButton(page: Page) {
  return page.getByTestId('build-header').getByRole('button', { name: 'Save', exact: true });
}

/** Presses Save and confirms in the Save dialog, which says the build will be Public. */
export async function savePublic(page: Page): Promise<void> {
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Save Build' });
  await expect(dialog.getByTestId('save-listing')).toContainText('Public');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
}

/** The success dialog with one of the spec's texts; OK closes it. */
export async function expectSuccess(page: Page, message: string): Promise<void> {
  const success = page.getByRole('dialog').filter({ hasText: message });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(success).toBeHidden();
}

/** The project's device (viewport, touch, agent) for a browser context of a journey's own. */
export function deviceOptions(testInfo: TestInfo): BrowserContextOptions {
  const use = testInfo.project.use;
  return {
    ...(use.baseURL !== undefined ? { baseURL: use.baseURL } : {}),
    ...(use.viewport ? { viewport: use.viewport } : {}),
    ...(use.userAgent !== undefined ? { userAgent: use.userAgent } : {}),
    ...(use.deviceScaleFactor !== undefined ? { deviceScaleFactor: use.deviceScaleFactor } : {}),
    ...(use.isMobile !== undefined ? { isMobile: use.isMobile } : {}),
    ...(use.hasTouch !== undefined ? { hasTouch: use.hasTouch } : {}),
  };
}

/** The short public id of the player's saved build of this title (the page's own cookies). */
export async function savedUrl(page: Page, title: string): Promise<string> {
  const response = await page.request.get('/api/saved-builds');
  expect(response.status()).toBe(200);
  const names = (await response.json()) as SavedBuildName[];
  const url = names.find((b) => b.build_name === title)?.url;
  expect(url, `a saved build titled ${title}`).toBeTruthy();
  return url ?? '';
}
