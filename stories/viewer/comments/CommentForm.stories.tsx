import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COMMENT_BODY_MAX, COMMENT_TEXTS } from '../../../src/api/contract/commentsTexts';
import { ApiRequestError } from '../../../src/api/requestJson';
import { CommentForm } from '../../../src/viewer/comments/CommentForm';
import { withPadding } from '../../fixtures/decorators';

/**
 * The comment form by itself, over a stand-in for the send: empty (a text is required), too
 * long, a refusal that keeps the text, a sent comment that empties it, and a reply's Cancel.
 */
const meta = {
  title: 'Viewer/Comments/CommentForm',
  component: CommentForm,
  decorators: [withPadding],
  args: {
    label: COMMENT_TEXTS.bodyLabel,
    submitLabel: COMMENT_TEXTS.post,
    onSubmit: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof CommentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: labelled, with the markdown hint and the count; Post asks for a text first. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel });
    await expect(field).toHaveAccessibleDescription(
      `${COMMENT_TEXTS.formatHint} 0/${COMMENT_BODY_MAX} characters`,
    );
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.post }));
    await expect(canvas.getByText(COMMENT_TEXTS.bodyRequired)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, 'x');
    await expect(canvas.queryByText(COMMENT_TEXTS.bodyRequired)).toBeNull();
  },
};

/** Past the limit: the count turns red and the field says why; Post sends nothing. */
export const TooLong: Story = {
  args: { initialBody: 'Spice '.repeat(334) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel });
    await expect(canvas.getByText(`2003/${COMMENT_BODY_MAX} characters`)).toBeVisible();
    await expect(canvas.getByText(COMMENT_TEXTS.tooLong)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      `${COMMENT_TEXTS.formatHint} 2003/${COMMENT_BODY_MAX} characters ${COMMENT_TEXTS.tooLong}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.post }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, '{Backspace}{Backspace}{Backspace}{Backspace}');
    // Exactly at the limit is allowed.
    await expect(canvas.getByText(`2000/${COMMENT_BODY_MAX} characters`)).toBeVisible();
    await expect(canvas.queryByText(COMMENT_TEXTS.tooLong)).toBeNull();
  },
};

/** The server refused: its reason in an alert, the text kept to send again. */
export const ErrorKeepsText: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new ApiRequestError(COMMENT_TEXTS.suspended, 403))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel });
    await userEvent.type(field, 'A fine build.');
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.post }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(COMMENT_TEXTS.suspended);
    await expect(field).toHaveValue('A fine build.');
    await expect(args.onSubmit).toHaveBeenCalledWith('A fine build.');
    await expect(canvas.getByRole('button', { name: COMMENT_TEXTS.post })).toBeEnabled();
  },
};

/** Sent: the field waits meanwhile, then empties for the next comment. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel });
    await userEvent.type(field, 'Thanks for the guide.');
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.post }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Thanks for the guide.');
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** A reply's form: its own label, focused when opened, with Cancel. */
export const ReplyForm: Story = {
  args: {
    label: COMMENT_TEXTS.replyLabel,
    submitLabel: COMMENT_TEXTS.reply,
    focusOnOpen: true,
    onCancel: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: COMMENT_TEXTS.replyLabel })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.cancel }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
