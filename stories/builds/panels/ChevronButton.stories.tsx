import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChevronButton } from '../../../src/builds/panels/ChevronButton';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'Builds/Panels/ChevronButton',
  component: ChevronButton,
  decorators: [withPadding],
  args: { direction: 'right', label: 'Next tree', onClick: fn() },
} satisfies Meta<typeof ChevronButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, touch-sized, and it reports a click. */
export const Next: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Next tree' });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The search's "previous match" arrow. */
export const Up: Story = {
  args: { direction: 'up', label: 'Previous match' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Previous match' }),
    ).toBeEnabled();
  },
};

/** Disabled (fewer than two matches): greyed and it ignores clicks. */
export const Disabled: Story = {
  args: { direction: 'down', label: 'Next match', disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Next match' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** On a phone, the tree switcher's left arrow. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { direction: 'left', label: 'Previous tree' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Previous tree' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
