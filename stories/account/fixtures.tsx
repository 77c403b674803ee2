import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Account } from '../../src/api/contract/auth';
import { expectTouchTargets } from '../planner/dialogs/fixtures/expectations';
import type { User } from '../../src/api/contract/user';

/** A logged-in player. */
export const storyUser: User = {
  username: 'Stilgar',
  email: 'stilgar@sietch-tabr.example',
  role: 'user',
  avatarUrl: null,
};

/** The same player's account page data: logged in twice, 3 builds saved. */
export const storyAccount: Account = {
  username: 'Stilgar',
  email: 'stilgar@sietch-tabr.example',
  role: 'user',
  createdAt: '2026-03-14T09:30:00.000Z',
  lastLoggedIn: '2026-11-20T18:05:00.000Z',
  this_login_time: '2026-11-20T18:05:00.000Z',
  last_logged_in: '2026-11-18T07:45:00.000Z',
  savedBuildCount: 3,
  savedBuildLimit: 10,
};

/** Places an account page as the shell would: the main landmark with the shell's padding. */
export const withAccountFrame: Decorator = (Story) => (
  <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
    <Story />
  </main>
);

/** The phone viewport of every account story. */
export const PHONE = { viewport: { value: 'phone' } } as const;

/** The narrowest phone the pages are made for (the phone viewport is 390px wide). */
const NARROW_PHONE_WIDTH = 360;

/** Squeezes the story into a 360px wide column, so phone stories check the narrowest phone. */
export const withNarrowPhone: Decorator = (Story) => (
  <div data-narrow-phone="" style={{ width: NARROW_PHONE_WIDTH }} className="mx-auto">
    <Story />
  </div>
);

/**
 * On a phone nothing runs off the side (no sideways scrolling) and every button, link and
 * field in `root` is at least 44px tall (links and buttons also 44px wide).
 */
export async function expectPhoneLayout(root: HTMLElement): Promise<void> {
  const page = document.documentElement;
  await expect(page.clientWidth).toBeLessThan(640);
  await waitFor(() => expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth));
  const column = document.querySelector<HTMLElement>('[data-narrow-phone]');
  if (column) {
    await expect(column.getBoundingClientRect().width).toBe(NARROW_PHONE_WIDTH);
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  }
  const targets = [...root.querySelectorAll<HTMLElement>('button, a[href]')].filter(
    (element) => element.getClientRects().length > 0,
  );
  if (targets.length > 0) await expectTouchTargets(targets);
  for (const field of root.querySelectorAll<HTMLElement>('input:not([type="checkbox"])')) {
    await expect(Math.round(field.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
  }
}
