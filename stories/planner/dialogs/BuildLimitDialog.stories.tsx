import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuildLimitDialog } from '../../../src/planner/dialogs/BuildLimitDialog';
import { expectBottomSheet, expectTouchTargets } from './fixtures/expectations';

/** Build Limit Reached: a save of a new name with every slot used (spec §4, §8). */
const meta = {
  title: 'Planner/Dialogs/Build limit reached',
  component: BuildLimitDialog,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof BuildLimitDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const alertOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('alertdialog', { name: 'Build Limit Reached' });

/** An alert with the spec's text; Close and Escape close it. */
export const LimitReached: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = alertOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'You have reached the maximum of 10 saved builds. Please delete one or more builds in order to save a new build.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Go to My Builds (focused) leads to /my-builds and closes the dialog. */
export const GoToMyBuilds: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(alertOf(canvasElement));
    const link = dialog.getByRole('link', { name: 'Go to My Builds' });
    await expect(link).toHaveAttribute('href', '/my-builds');
    await expect(link).toHaveFocus();
    await userEvent.click(link);
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent(
      /^\/my-builds$/,
    );
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** Phone: a bottom sheet; the link and Close are thumb-sized, the link on top. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = alertOf(canvasElement);
    await expectBottomSheet(dialog);
    const link = within(dialog).getByRole('link', { name: 'Go to My Builds' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expectTouchTargets([link, close]);
    await expect(link.getBoundingClientRect().top).toBeLessThan(close.getBoundingClientRect().top);
  },
};
