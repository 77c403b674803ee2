import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsForm, type SettingsFormProps } from '../../../src/account/settings/SettingsForm';
import {
  expectPhoneLayout,
  PHONE,
  storyUser,
  withAccountFrame,
  withNarrowPhone,
} from '../fixtures';

/** The form with its Edit/Cancel switch working, as the page drives it. */
function SettingsDemo(
  props: Omit<SettingsFormProps, 'editing' | 'onEdit' | 'onCancel'> & {
    startEditing?: boolean;
  },
) {
  const { startEditing = false, ...rest } = props;
  const [editing, setEditing] = useState(startEditing);
  return (
    <SettingsForm
      {...rest}
      editing={editing}
      onEdit={() => {
        setEditing(true);
      }}
      onCancel={() => {
        setEditing(false);
      }}
    />
  );
}

const meta = {
  title: 'Account/Settings/SettingsForm',
  component: SettingsDemo,
  decorators: [withAccountFrame],
  args: { user: storyUser, busy: false, onSave: fn() },
} satisfies Meta<typeof SettingsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only until Edit; Cancel puts the saved values back. */
export const ReadOnlyUntilEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText('Username');
    await expect(username).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByLabelText('Username')).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Username'), '-Naib');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByLabelText('Username')).toHaveValue('Stilgar');
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('readonly');
  },
};

/** A new username keeps the registration rules; a valid change is saved. */
export const EditAndSave: Story = {
  args: { startEditing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'Stil gar');
    await expect(
      canvas.getByText('Usernames must not be emails or contain spaces/@.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(username);
    await userEvent.type(username, 'Stilgar-Naib');
    const email = canvas.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'naib@sietch');
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
    await userEvent.type(email, '.example');
    // A new email asks for the current password before anything is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(
      canvas.getByText('Enter your current password to change your email.'),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    const password = canvas.getByLabelText('Current password');
    await expect(password).toHaveFocus();
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(password, 'Sand-Walker-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      username: 'Stilgar-Naib',
      email: 'naib@sietch.example',
      currentPassword: 'Sand-Walker-42',
    });
  },
};

/** A new username alone needs no password: the field shows only for a new email. */
export const NewUsernameOnly: Story = {
  args: { startEditing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), '-Naib');
    await expect(canvas.queryByLabelText('Current password')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      username: 'Stilgar-Naib',
      email: 'stilgar@sietch-tabr.example',
    });
  },
};

/** Saving: 'Saving...', nothing editable. */
export const Saving: Story = {
  args: { startEditing: true, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('readonly');
  },
};

export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: { startEditing: true },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
