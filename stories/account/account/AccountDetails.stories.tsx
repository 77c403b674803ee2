import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountDetails } from '../../../src/account/account/AccountDetails';
import {
  expectPhoneLayout,
  PHONE,
  storyAccount,
  withAccountFrame,
  withNarrowPhone,
} from '../fixtures';

const meta = {
  title: 'Account/Account/AccountDetails',
  component: AccountDetails,
  decorators: [withAccountFrame],
  args: { account: storyAccount, locale: 'en-GB' },
} satisfies Meta<typeof AccountDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks that each term is shown with exactly its value, in this order. */
async function expectFacts(
  canvasElement: HTMLElement,
  facts: readonly (readonly [string, string])[],
) {
  const canvas = within(canvasElement);
  const terms = canvas.getAllByRole('term');
  await expect(terms.map((term) => term.textContent)).toEqual(facts.map(([term]) => term));
  for (const [term, value] of facts) {
    const row = canvas.getByText(term, { selector: 'dt' }).parentElement as HTMLElement;
    await expect(within(row).getByRole('definition')).toHaveTextContent(value);
    await expect(within(row).getByRole('definition')).toBeVisible();
  }
}

/** Every fact of the account, times in the player's locale, saved builds as count/limit. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expectFacts(canvasElement, [
      ['Username', 'Stilgar'],
      ['Current email', 'stilgar@sietch-tabr.example'],
      ['Account created', '14 March 2026'],
      ['Last logged in', '20 Nov 2026, 18:05'],
      ['Current login time', '20 Nov 2026, 18:05'],
      ['Previous login time', '18 Nov 2026, 07:45'],
      ['Saved builds', '3/10'],
    ]);
  },
};

/** A new account: the times it does not have yet (or cannot read) say 'Never'. */
export const MissingTimes: Story = {
  args: {
    account: {
      ...storyAccount,
      createdAt: 'not a date',
      lastLoggedIn: null,
      last_logged_in: null,
      savedBuildCount: 0,
    },
  },
  play: async ({ canvasElement }) => {
    await expectFacts(canvasElement, [
      ['Username', 'Stilgar'],
      ['Current email', 'stilgar@sietch-tabr.example'],
      ['Account created', 'Never'],
      ['Last logged in', 'Never'],
      ['Current login time', '20 Nov 2026, 18:05'],
      ['Previous login time', 'Never'],
      ['Saved builds', '0/10'],
    ]);
  },
};

/** On a phone the facts stack in one column and a long email wraps instead of overflowing. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: {
    account: {
      ...storyAccount,
      email: 'a-very-long-address-for-the-narrowest-phone@sietch-tabr.example',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPhoneLayout(canvasElement);
    const email = canvas.getByText(
      'a-very-long-address-for-the-narrowest-phone@sietch-tabr.example',
    );
    await expect(email).toBeVisible();
    const username = canvas.getByText('Stilgar', { selector: 'dd' });
    // One column: the second fact sits below the first, at the same left edge.
    await expect(email.getBoundingClientRect().top).toBeGreaterThan(
      username.getBoundingClientRect().bottom,
    );
    await expect(Math.round(email.getBoundingClientRect().left)).toBe(
      Math.round(username.getBoundingClientRect().left),
    );
  },
};
