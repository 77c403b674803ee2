import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountView } from '../../../src/account/account/AccountView';
import {
  expectPhoneLayout,
  PHONE,
  storyAccount,
  withAccountFrame,
  withNarrowPhone,
} from '../fixtures';

const meta = {
  title: 'Account/Account/AccountView',
  component: AccountView,
  decorators: [withAccountFrame],
  parameters: { router: { path: '/account', initialEntry: '/account' } },
  args: {
    state: { kind: 'account', account: storyAccount },
    locale: 'en-GB',
    changeEmail: { state: 'idle', message: null, onSend: fn(), onVerify: fn() },
    changePassword: { state: 'idle', message: null, onSend: fn(), onVerify: fn() },
    deletion: {
      step: 'closed',
      busy: false,
      error: null,
      onStart: fn(),
      onConfirmTyped: fn(),
      onDelete: fn(),
      onCancel: fn(),
    },
    loggingOut: null,
    logoutError: null,
    onLogout: fn(),
    onLogoutAll: fn(),
  },
} satisfies Meta<typeof AccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every fact of the account, in the player's locale; the sections closed; the privacy link. */
export const Details: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    const facts = [
      ['Username', 'Stilgar'],
      ['Current email', 'stilgar@sietch-tabr.example'],
      ['Account created', '14 March 2026'],
      ['Last logged in', '20 Nov 2026, 18:05'],
      ['Current login time', '20 Nov 2026, 18:05'],
      ['Previous login time', '18 Nov 2026, 07:45'],
      ['Saved builds', '3/10'],
    ] as const;
    for (const [term, value] of facts) {
      const row = canvas.getByText(term, { selector: 'dt' }).parentElement;
      await expect(row).toHaveTextContent(`${term}${value}`);
    }
    await expect(canvas.getByRole('button', { name: 'Change Email' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    const passwordForm = canvas.getByLabelText('Confirm new password').closest('form');
    await expect(
      within(passwordForm ?? canvasElement).getByLabelText('Current password'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Logout (Current Session)' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout all sessions' }));
    await expect(args.onLogoutAll).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    await expect(args.deletion.onStart).toHaveBeenCalledOnce();
    await expect(
      canvas.getByText(/saved builds are not deleted: they are reassigned to an anonymous user/),
    ).toBeVisible();
  },
};

/** A new account: the times it does not have yet read 'Never'. */
export const NeverLoggedIn: Story = {
  args: {
    state: {
      kind: 'account',
      account: {
        ...storyAccount,
        lastLoggedIn: null,
        this_login_time: null,
        last_logged_in: null,
        savedBuildCount: 0,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Never')).toHaveLength(3);
    await expect(canvas.getByText('0/10')).toBeVisible();
  },
};

/** While a logout runs both buttons wait. */
export const LoggingOut: Story = {
  args: { loggingOut: 'current' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Logout (Current Session)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Logout all sessions' })).toBeDisabled();
  },
};

export const LogoutFailed: Story = {
  args: { logoutError: 'Logout failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Logout failed');
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const LoadFailed: Story = {
  args: { state: { kind: 'error', message: 'Failed to fetch account info' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to fetch account info',
    );
  },
};

/** A visitor: the spec's message and 'Go to Login'. */
export const Visitor: Story = {
  args: { state: { kind: 'visitor' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You must be logged in to view your account.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to Login' }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(/^\/login$/);
  },
};

export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Email' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expectPhoneLayout(canvasElement);
  },
};
