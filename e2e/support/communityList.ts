import type { Page } from '@playwright/test';
import { COMMUNITY_TEXTS } from '../../src/api/contract/publicBuildsTexts';
import { expect } from '../fixtures';

/** The community list has finished asking for its page (any of its end states shows). */
export async function listSettled(page: Page): Promise<void> {
  await expect(page.getByText(COMMUNITY_TEXTS.loading)).toHaveCount(0);
}
