import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '../../../src/ui/form/PasswordField';
import { expectTouchTargets } from '../../planner/dialogs/fixtures/expectations';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'UI/Form/PasswordField',
  component: PasswordField,
  decorators: [withPadding],
  args: { label: 'New password', autoComplete: 'new-password', name: 'newPassword' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at first; the 44px toggle shows and hides it and says which it does. */
export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('New password');
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(field, 'Spice-Must-Flow-1');
    await expect(field).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expectTouchTargets([toggle]);
    await userEvent.click(toggle);
    await expect(field).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A rule broken: the first problem under the field. */
export const WithError: Story = {
  args: { error: 'Password must contain a number.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('New password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Password must contain a number.');
  },
};
