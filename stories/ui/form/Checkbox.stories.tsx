import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../../src/ui/form/Checkbox';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'UI/Form/Checkbox',
  component: Checkbox,
  decorators: [withPadding],
  args: { label: 'Remember me for 14 days', defaultChecked: true },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label toggles it; the row is 44px tall. */
export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Remember me for 14 days' });
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Remember me for 14 days'));
    await expect(box).not.toBeChecked();
    const row = box.closest('label');
    await expect(Math.round(row?.getBoundingClientRect().height ?? 0)).toBeGreaterThanOrEqual(44);
  },
};
