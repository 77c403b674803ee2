import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../../../src/ui/form/TextField';
import { expectTouchTargets } from '../../planner/dialogs/fixtures/expectations';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'UI/Form/TextField',
  component: TextField,
  decorators: [withPadding],
  args: { label: 'Email', type: 'email', autoComplete: 'email', name: 'email' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled, typeable, its hint read as its description. */
export const WithHint: Story = {
  args: { hint: 'We never show it to other players.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Email');
    await expect(field).toHaveAccessibleDescription('We never show it to other players.');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, 'chani@sietch.example');
    await expect(field).toHaveValue('chani@sietch.example');
    await expectTouchTargets([field]);
  },
};

/** An error marks the field invalid and describes it, after the hint. */
export const WithError: Story = {
  args: { hint: 'Your address.', error: 'Please enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Email');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Your address. Please enter a valid email address.',
    );
    await expect(
      within(canvasElement).getByText('Please enter a valid email address.'),
    ).toBeVisible();
  },
};

/** A warning describes the field without making it invalid. */
export const WithWarning: Story = {
  args: { label: 'Username', type: 'text', warning: 'Only usernames are accepted for login.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Username');
    await expect(field).toHaveAccessibleDescription('Only usernames are accepted for login.');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Read-only: focusable and readable, not editable. */
export const ReadOnly: Story = {
  args: { readOnly: true, value: 'stilgar@sietch-tabr.example' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Email');
    await userEvent.type(field, 'x');
    await expect(field).toHaveValue('stilgar@sietch-tabr.example');
  },
};
