import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommentFacts } from '../../src/admin/comments/CommentFacts';
import { COMMENT_TEXTS, commentPlaceholder } from '../../src/api/contract/commentsTexts';
import { fact } from './commentFacts';
import {
  HELD_COMMENT,
  PHONE,
  REPORTED_COMMENT,
  SUSPENDED_WRITER_COMMENT,
  withDeskFrame,
} from './fixtures';

/** A queued comment's facts: writer, commenting, state, when written and edited. */
const meta = {
  title: 'Admin/CommentFacts',
  component: CommentFacts,
  decorators: [withDeskFrame],
  args: { comment: HELD_COMMENT },
} satisfies Meta<typeof CommentFacts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Held and edited: the state's note and an Edited line. */
export const Held: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Rabban' })).toHaveAttribute(
      'href',
      '/user/Rabban',
    );
    await expect(fact(canvasElement, 'Commenting')).toBe('Allowed');
    await expect(fact(canvasElement, 'State')).toBe(`held · ${commentPlaceholder('held')}`);
    await expect(fact(canvasElement, 'Edited')).not.toBeNull();
  },
};

/** Visible and never edited: no note, no Edited line. */
export const Visible: Story = {
  args: { comment: REPORTED_COMMENT },
  play: async ({ canvasElement }) => {
    await expect(fact(canvasElement, 'State')).toBe('visible');
    await expect(fact(canvasElement, 'Edited')).toBeNull();
  },
};

/** A suspended writer's hidden comment. */
export const SuspendedWriter: Story = {
  args: { comment: SUSPENDED_WRITER_COMMENT },
  play: async ({ canvasElement }) => {
    await expect(fact(canvasElement, 'Commenting')).toBe('Suspended');
    await expect(fact(canvasElement, 'State')).toBe(`hidden · ${COMMENT_TEXTS.hiddenNote}`);
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Rabban' })).toBeVisible();
  },
};
