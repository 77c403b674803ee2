import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  MODERATION_LINK_MESSAGE,
  ModerationAlertDialog,
} from '../../../src/planner/dialogs/ModerationAlertDialog';
import { expectBottomSheet, expectTouchTargets } from './fixtures/expectations';

const meta = {
  title: 'Planner/Dialogs/Content moderation alert',
  component: ModerationAlertDialog,
  args: { open: true, message: MODERATION_LINK_MESSAGE, onClose: fn() },
} satisfies Meta<typeof ModerationAlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A flagged link: an alert dialog with the spec's text; OK has focus and closes. */
export const LinkRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', {
      name: 'Content Moderation Alert',
    });
    await expect(dialog).toHaveAccessibleDescription(MODERATION_LINK_MESSAGE);
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A flagged save. */
export const SavedButRestricted: Story = {
  args: { message: 'Your build was saved, but some content was flagged and has been restricted.' },
};

/** A flagged update. */
export const UpdatedButRestricted: Story = {
  args: {
    message: 'Your build was updated, but some content was flagged and has been restricted.',
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog');
    await expectBottomSheet(dialog);
    await expectTouchTargets(within(dialog).getAllByRole('button'));
  },
};
