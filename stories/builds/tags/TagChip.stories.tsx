import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagChip } from '../../../src/builds/tags/TagChip';
import { withPadding } from '../../fixtures/decorators';

/** A tag as a checkbox chip: a real (visually hidden) checkbox inside a 44 px label. */
const meta = {
  title: 'Builds/Tags/Tag chip',
  component: TagChip,
  decorators: [withPadding],
  args: { label: 'PvP', checked: false, disabled: false, onToggle: fn() },
} satisfies Meta<typeof TagChip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not chosen: clicking the chip toggles it. */
export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'PvP' });
    await expect(box).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('PvP'));
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

/** Chosen: ticked, and Space on the focused checkbox toggles it. */
export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'PvP' });
    await expect(box).toBeChecked();
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

/** Disabled: greyed, says why, and cannot be toggled. */
export const Disabled: Story = {
  args: { label: 'Leveling Build', disabled: true, describedBy: 'why' },
  render: (args) => (
    <>
      <TagChip {...args} />
      <p id="why" className="mt-2 text-xs text-sand-300">
        Only one build type tag can be chosen.
      </p>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Leveling Build' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription('Only one build type tag can be chosen.');
    await userEvent.click(within(canvasElement).getByText('Leveling Build'));
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** On a phone the chip is a 44 px touch target. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('PvP');
    await expect(Math.round(chip.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
  },
};
