import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from '../../../src/account/login/LoginForm';
import { MESSAGES } from '../../../src/api/contract/authTexts';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

const meta = {
  title: 'Account/Login/LoginForm',
  component: LoginForm,
  decorators: [withAccountFrame],
  args: { busy: false, error: null, onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const STEP_UP = MESSAGES.loginStepUp;

/** Empty form: Login disabled, remember-me ticked, links to the reset and registration. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Remember me for 14 days' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled and submitted: the values go up, remember-me as ticked or not. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'Stilgar');
    await userEvent.type(canvas.getByLabelText('Password'), 'Sietch-Tabr-1');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me for 14 days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'Stilgar',
      password: 'Sietch-Tabr-1',
      rememberMe: false,
    });
  },
};

/** An email typed as the username: the yellow warning describes the field. */
export const EmailWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText('Username');
    await userEvent.type(username, 'stilgar@sietch.example');
    await expect(canvas.getByText('Only usernames are accepted for login.')).toBeVisible();
    await expect(username).toHaveAccessibleDescription('Only usernames are accepted for login.');
    await userEvent.clear(username);
    await userEvent.type(username, 'Stilgar');
    await expect(canvas.queryByText('Only usernames are accepted for login.')).toBeNull();
  },
};

/** The password can be shown to check it. */
export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'Sietch-Tabr-1');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

/** While the call runs: 'Logging in...', disabled. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Logging in...' }),
    ).toBeDisabled();
  },
};

/** A failed login shows the message as an alert. */
export const Failed: Story = {
  args: { error: 'Invalid username or password.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid username or password.',
    );
  },
};

/** Many wrong passwords for the account: the harder check runs, and the form says so. */
export const CheckingHarder: Story = {
  args: { busy: true, notice: STEP_UP },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(STEP_UP);
    await expect(canvas.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The same on a narrow phone: the notice wraps inside the card. */
export const CheckingHarderPhone: Story = {
  args: { busy: true, notice: STEP_UP },
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};

export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByLabelText('Username'),
      'stilgar@sietch.example',
    );
    await expectPhoneLayout(canvasElement);
  },
};
