import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterForm } from '../../../src/account/register/RegisterForm';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

const meta = {
  title: 'Account/Register/RegisterForm',
  component: RegisterForm,
  decorators: [withAccountFrame],
  args: { busy: false, error: null, onSubmit: fn() },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three fields with the right autofill, the password rules shown, a link to Login. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.',
    );
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled();
  },
};

/** Each field's first problem shows as the player types, in the spec's words. */
export const RulesAsYouType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText('Username');
    await userEvent.type(username, 'stil gar');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Usernames must not be emails or contain spaces/@.'),
    ).toBeVisible();
    await userEvent.clear(username);
    await userEvent.type(username, 'Stilgar');
    await expect(username).not.toHaveAttribute('aria-invalid');

    await userEvent.type(canvas.getByLabelText('Email'), 'stilgar@sietch');
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), '.example,');
    // A list, a name or a trailing dot: only a plain address is taken.
    await expect(
      canvas.getByText('Enter a plain email address, like name@example.com.'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), '{Backspace}');
    await expect(canvas.queryByText('Please enter a valid email address.')).toBeNull();
    await expect(
      canvas.queryByText('Enter a plain email address, like name@example.com.'),
    ).toBeNull();

    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'short');
    await expect(canvas.getByText('Password must be at least 8 characters.')).toBeVisible();
    await userEvent.type(password, 'ened');
    await expect(canvas.getByText('Password must contain an uppercase letter.')).toBeVisible();
    await userEvent.type(password, 'A');
    await expect(canvas.getByText('Password must contain a number.')).toBeVisible();
    await userEvent.type(password, '1');
    await expect(canvas.getByText('Password must contain a special character.')).toBeVisible();
    await userEvent.type(password, '!');
    await expect(password).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'Stilgar',
      email: 'stilgar@sietch.example',
      password: 'shortenedA1!',
    });
  },
};

/** Register with empty fields: nothing is sent, every field says what it needs. */
export const SubmitEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Usernames must be 3 to 32 characters.')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters.')).toBeVisible();
    await expect(canvas.getByLabelText('Username')).toHaveFocus();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Registering...' }),
    ).toBeDisabled();
  },
};

/** The server refused: its message (or the spec's fallback) as an alert. */
export const Failed: Story = {
  args: { error: 'Registration failed. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Registration failed. Please try again.',
    );
  },
};

export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Password'), 'x');
    await expectPhoneLayout(canvasElement);
  },
};
