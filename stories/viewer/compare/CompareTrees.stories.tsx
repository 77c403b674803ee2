import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CompareTrees from '../../../src/viewer/compare/CompareTrees';
import { gameIndex, withDesktopViewer, withPhoneViewer } from '../fixtures';
import { compareAnswer } from './fixtures';

/**
 * The overlaid trees alone: a tab per class either build touches, each tree drawn with its marks
 * and no zoom buttons; on phones one tree at a time between arrows that wrap around.
 */
const { classes } = compareAnswer().compare;
const meta = {
  title: 'Viewer/Compare/CompareTrees',
  component: CompareTrees,
  decorators: [withDesktopViewer],
  args: { classes, index: gameIndex, mobile: false },
} satisfies Meta<typeof CompareTrees>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the first class's trees side by side; another tab shows that class's. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(classes.length);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect((await canvas.findAllByTestId('compare-tree')).length).toBeGreaterThan(1);
    await expect(canvas.queryByRole('button', { name: /zoom/i })).not.toBeInTheDocument();
    const last = tabs.at(-1);
    if (last && tabs.length > 1) {
      await userEvent.click(last);
      await expect(last).toHaveAttribute('aria-selected', 'true');
    }
  },
};

/** No class at all: nothing drawn. */
export const Empty: Story = {
  args: { classes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tablist')).toBeNull();
  },
};

/** The phone: one tree, and its arrows step through the class's trees and wrap around. */
export const Phone: Story = {
  args: { mobile: true },
  decorators: [withPhoneViewer],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('compare-tree')).toHaveLength(1);
    const first = canvas.getByTestId('compare-tree').textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'Previous tree' }));
    await expect(canvas.getByTestId('compare-tree').textContent).not.toBe(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Next tree' }));
    await expect(canvas.getByTestId('compare-tree').textContent).toBe(first);
  },
};
