import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  LINK_MODERATION_MESSAGE,
  SAVED_BUILD_TEXTS,
} from '../../../src/api/contract/savedBuildsTexts';
import { ModerationAlertDialog } from '../../../src/planner/dialogs/ModerationAlertDialog';
import { expectBottomSheet, expectTouchTargets } from './fixtures/expectations';

const meta = {
  title: 'Planner/Dialogs/Content moderation alert',
  component: ModerationAlertDialog,
  args: { open: true, message: LINK_MODERATION_MESSAGE, onClose: fn() },
} satisfies Meta<typeof ModerationAlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A flagged link: an alert dialog with the spec's text; OK has focus and closes. */
export const LinkRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', {
      name: 'Content Moderation Alert',
    });
    await expect(dialog).toHaveAccessibleDescription(LINK_MODERATION_MESSAGE);
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A flagged save (outcome CREATED_AS_RESTRICTED): the spec's text; OK closes. */
export const SavedButRestricted: Story = {
  args: { message: SAVED_BUILD_TEXTS.savedRestricted },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', {
      name: 'Content Moderation Alert',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'Your build was saved, but some content was flagged and has been restricted.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A flagged update (outcome UPDATED_AS_RESTRICTED): the spec's text; Escape closes too. */
export const UpdatedButRestricted: Story = {
  args: { message: SAVED_BUILD_TEXTS.updatedRestricted },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', {
      name: 'Content Moderation Alert',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'Your build was updated, but some content was flagged and has been restricted.',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
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
