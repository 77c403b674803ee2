import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlreadyLoggedIn } from '../../../src/account/register/AlreadyLoggedIn';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

const ALREADY_LOGGED_IN =
  'You are already logged in. Please log out first if you want to switch accounts.';

const meta = {
  title: 'Account/Register/AlreadyLoggedIn',
  component: AlreadyLoggedIn,
  decorators: [withAccountFrame],
  args: { username: 'Stilgar', busy: false, error: null, onLogout: fn() },
} satisfies Meta<typeof AlreadyLoggedIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's sentence instead of the form, with the way to the account and a logout. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(ALREADY_LOGGED_IN);
    await expect(canvas.getByRole('status')).toHaveTextContent('Logged in as Stilgar.');
    await expect(canvas.queryByLabelText('Username')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** While the logout runs, the button says so and cannot be pressed again. */
export const LoggingOut: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Logging out...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A logout that failed says why, in the spec's words. */
export const LogoutFailed: Story = {
  args: { error: 'Failed to logout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to logout');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeEnabled();
  },
};

/** On the narrowest phone: no sideways scrolling, touch-sized buttons. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(ALREADY_LOGGED_IN);
    await expectPhoneLayout(canvasElement);
  },
};
