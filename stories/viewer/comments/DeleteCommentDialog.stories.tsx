import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COMMENT_TEXTS } from '../../../src/api/contract/commentsTexts';
import { DeleteCommentDialog } from '../../../src/viewer/comments/DeleteCommentDialog';
import { withPadding } from '../../fixtures/decorators';

/** 'Delete this comment?' by itself: asking, deleting, a refusal, a phone. */
const meta = {
  title: 'Viewer/Comments/DeleteCommentDialog',
  component: DeleteCommentDialog,
  decorators: [withPadding],
  args: { open: true, busy: false, error: null, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof DeleteCommentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(within(document.body).getByRole('alertdialog', { name: COMMENT_TEXTS.deleteConfirm }));

/** Cancel is focused first; Delete confirms. */
export const Ask: Story = {
  play: async ({ args }) => {
    const cancel = dialog().getByRole('button', { name: COMMENT_TEXTS.cancel });
    await expect(cancel).toHaveFocus();
    await userEvent.click(dialog().getByRole('button', { name: COMMENT_TEXTS.delete }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Deleting: nothing can be pressed. */
export const Deleting: Story = {
  args: { busy: true },
  play: async () => {
    await expect(dialog().getByRole('button', { name: COMMENT_TEXTS.delete })).toBeDisabled();
    await expect(dialog().getByRole('button', { name: COMMENT_TEXTS.cancel })).toBeDisabled();
  },
};

/** A refusal is said in the dialog, which stays for another try. */
export const Refused: Story = {
  args: { error: 'The comment could not be deleted.' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'The comment could not be deleted.',
    );
    await expect(dialog().getByRole('button', { name: COMMENT_TEXTS.delete })).toBeEnabled();
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await expect(dialog().getByRole('button', { name: COMMENT_TEXTS.delete })).toBeVisible();
  },
};
