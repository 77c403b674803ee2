import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueuedCommentCard } from '../../src/admin/comments/QueuedCommentCard';
import { COMMENT_TEXTS } from '../../src/api/contract/commentsTexts';
import { expectPhoneLayout, withNarrowPhone } from '../account/fixtures';
import { fact } from './commentFacts';
import {
  HELD_COMMENT,
  PHONE,
  REPORTED_COMMENT,
  SUSPENDED_WRITER_COMMENT,
  withDeskFrame,
} from './fixtures';

/** One comment waiting for review, with its decisions and its writer's commenting. */
const meta = {
  title: 'Admin/QueuedCommentCard',
  component: QueuedCommentCard,
  decorators: [withDeskFrame],
  args: { comment: HELD_COMMENT, busy: false, onDecide: fn(), onCommenting: fn() },
} satisfies Meta<typeof QueuedCommentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const marked = (root: HTMLElement) =>
  [...root.querySelectorAll('mark')].map((mark) => mark.textContent);

/** Held: links, facts, markdown as plain text, flagged words marked; Keep sends the note. */
export const Held: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Heretic Gunner' })).toHaveAttribute(
      'href',
      '/build-viewer/gravgun1',
    );
    await expect(canvas.getByRole('link', { name: 'Feyd' })).toHaveAttribute('href', '/user/Feyd');
    await expect(canvas.getByRole('link', { name: 'Rabban' })).toHaveAttribute(
      'href',
      '/user/Rabban',
    );
    await expect(fact(canvasElement, 'Commenting')).toBe('Allowed');
    await expect(fact(canvasElement, 'State')).toBe(`held · ${COMMENT_TEXTS.waitingNote}`);
    await expect(fact(canvasElement, 'Written')).toBe('Nov 20, 2026, 6:05 PM UTC');
    await expect(fact(canvasElement, 'Edited')).toBe('Nov 20, 2026, 6:20 PM UTC');
    const text = canvas.getByRole('region', { name: 'Comment text' });
    await expect(text).toHaveTextContent('Swap the **heretic** finisher');
    await expect(text.querySelector('strong')).toBeNull();
    await expect(marked(text)).toEqual(['heretic', 'heretic']);
    await expect(canvas.queryByRole('region', { name: 'Reports' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Note for the record (optional)'), 'A title.');
    await userEvent.click(canvas.getByRole('button', { name: 'Keep' }));
    await expect(args.onDecide).toHaveBeenCalledWith(HELD_COMMENT, 'keep', 'A title.');
    await expect(args.onCommenting).not.toHaveBeenCalled();
  },
};

/** Reported: each report with its reason, detail, reporter and time; Remove. */
export const Reported: Story = {
  args: { comment: REPORTED_COMMENT },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(fact(canvasElement, 'State')).toBe('visible');
    await expect(fact(canvasElement, 'Edited')).toBeNull();
    const reports = within(canvas.getByRole('region', { name: 'Reports' }));
    await expect(reports.getByText('Reports (2)')).toBeVisible();
    await expect(reports.getByText('Harassment')).toBeVisible();
    await expect(reports.getByText('He follows me from build to build.')).toBeVisible();
    await expect(reports.getByText('Nov 21, 2026, 9:00 AM UTC · Chani')).toBeVisible();
    await expect(reports.getByText('Nov 21, 2026, 10:30 AM UTC · Jessica')).toBeVisible();
    await expect(marked(canvasElement)).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onDecide).toHaveBeenCalledWith(REPORTED_COMMENT, 'remove', '');
  },
};

/** Suspend commenting asks for the writer's suspension, with the note. */
export const Suspend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Restore commenting' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend commenting' }));
    await expect(args.onCommenting).toHaveBeenCalledWith(HELD_COMMENT, true, '');
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** A writer already suspended: said so, and Restore commenting in place of Suspend. */
export const WriterSuspended: Story = {
  args: { comment: SUSPENDED_WRITER_COMMENT },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(fact(canvasElement, 'Commenting')).toBe('Suspended');
    await expect(fact(canvasElement, 'State')).toBe(`hidden · ${COMMENT_TEXTS.hiddenNote}`);
    await expect(canvas.queryByRole('button', { name: 'Suspend commenting' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Note for the record (optional)'), 'Apologised.');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore commenting' }));
    await expect(args.onCommenting).toHaveBeenCalledWith(
      SUSPENDED_WRITER_COMMENT,
      false,
      'Apologised.',
    );
  },
};

/** Keyboard only: Tab reaches the note and every button, Enter acts. */
export const Keyboard: Story = {
  args: { comment: REPORTED_COMMENT },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByLabelText('Note for the record (optional)').focus();
    await userEvent.keyboard('Spam.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecide).toHaveBeenCalledWith(REPORTED_COMMENT, 'remove', 'Spam.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Suspend commenting' })).toHaveFocus();
  },
};

/** An action on its way: every button waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Keep', 'Remove', 'Suspend commenting'])
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
  },
};

/** On the narrowest phone (360px): a long link wraps, no sideways scroll, touch-sized targets. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: { comment: SUSPENDED_WRITER_COMMENT },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
