import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentQueueView } from '../../src/admin/comments/CommentQueueView';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';
import { COMMENT_TEXTS } from '../../src/api/contract/commentsTexts';
import { expectPhoneLayout, withNarrowPhone } from '../account/fixtures';
import { fact } from './commentFacts';
import {
  FAILED_STORY,
  HELD_COMMENT,
  LOADING_STORY,
  PHONE,
  REPORTED_COMMENT,
  SUSPENDED_WRITER_COMMENT,
  withDeskFrame,
} from './fixtures';

/** The comment queue by itself: every state, and what each card's buttons ask for. */
const meta = {
  title: 'Admin/CommentQueueView',
  component: CommentQueueView,
  decorators: [withDeskFrame],
  args: {
    load: {
      kind: 'ready',
      data: { comments: [HELD_COMMENT, REPORTED_COMMENT, SUSPENDED_WRITER_COMMENT] },
    },
    busyId: null,
    onDecide: fn(),
    onCommenting: fn(),
  },
} satisfies Meta<typeof CommentQueueView>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardsIn = (root: HTMLElement) => within(root).getAllByTestId('queued-comment');

/** A held flagged comment, a comment reported twice and one by a writer already suspended. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Comments waiting for review' });
    const [held, reported, suspended] = cardsIn(list) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(cardsIn(list)).toHaveLength(3);
    await expect(fact(held, 'State')).toBe(`held · ${COMMENT_TEXTS.waitingNote}`);
    await expect([...held.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'heretic',
      'heretic',
    ]);
    await expect(within(reported).getByText('Reports (2)')).toBeVisible();
    await expect(fact(suspended, 'Commenting')).toBe('Suspended');
    await expect(
      within(suspended).getByRole('button', { name: 'Restore commenting' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Suspend commenting' })).toHaveLength(2);
  },
};

/** Each card's buttons act on that card's comment. */
export const Actions: Story = {
  play: async ({ canvasElement, args }) => {
    const [held, reported] = cardsIn(canvasElement) as [HTMLElement, HTMLElement];
    await userEvent.click(within(reported).getByRole('button', { name: 'Remove' }));
    await expect(args.onDecide).toHaveBeenCalledWith(REPORTED_COMMENT, 'remove', '');
    await userEvent.click(within(held).getByRole('button', { name: 'Suspend commenting' }));
    await expect(args.onCommenting).toHaveBeenCalledWith(HELD_COMMENT, true, '');
  },
};

/** While an action is on its way, that comment's buttons wait; the others do not. */
export const Busy: Story = {
  args: { busyId: REPORTED_COMMENT.id },
  play: async ({ canvasElement }) => {
    const [held, reported] = cardsIn(canvasElement) as [HTMLElement, HTMLElement];
    await expect(within(reported).getByRole('button', { name: 'Keep' })).toBeDisabled();
    await expect(within(held).getByRole('button', { name: 'Keep' })).toBeEnabled();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  args: { load: { kind: 'ready', data: { comments: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(COMMENT_TEXTS.deskEmpty)).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { ...LOADING_STORY };

/** A failed read. */
export const Failed: Story = { ...FAILED_STORY };

/** The API's 403: not a moderator. */
export const Refused: Story = {
  args: { load: { kind: 'refused' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ADMIN_TEXTS.notAdmin);
  },
};

/** On the narrowest phone (360px): no sideways scroll, 44px targets. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
