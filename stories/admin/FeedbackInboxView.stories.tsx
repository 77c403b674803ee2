import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeedbackInboxView } from '../../src/admin/inbox/FeedbackInboxView';
import { expectPhoneLayout } from '../account/fixtures';
import { FAILED_STORY, PHONE, feedbackPage, withDeskFrame } from './fixtures';

/** The feedback inbox by itself: open and done lists, marking, more pages, every state. */
const meta = {
  title: 'Admin/FeedbackInboxView',
  component: FeedbackInboxView,
  decorators: [withDeskFrame],
  args: {
    status: 'open',
    onStatus: fn(),
    load: { kind: 'ready', data: [feedbackPage(false)] },
    busyId: null,
    onMark: fn(),
    onMore: null,
  },
} satisfies Meta<typeof FeedbackInboxView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open messages newest first: text, when, page, the email as a mailto link; Mark done. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const items = canvas.getAllByTestId('feedback-item');
    await expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    await expect(
      first.getByRole('link', { name: 'jessica@bene-gesserit.example' }),
    ).toHaveAttribute('href', 'mailto:jessica@bene-gesserit.example');
    await expect(first.getByText('from /planner')).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: 'Mark done' }));
    await expect(args.onMark).toHaveBeenCalledWith(feedbackPage(false).items[0], true);
  },
};

/** The toggle asks for the done list; a done message offers Reopen. */
export const Done: Story = {
  args: { status: 'done', load: { kind: 'ready', data: [feedbackPage(true)] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Done' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getAllByRole('button', { name: 'Reopen' })[0] as HTMLElement);
    await expect(args.onMark).toHaveBeenCalledWith(feedbackPage(true).items[0], false);
    await userEvent.click(canvas.getByRole('button', { name: 'Open (0)' }));
    await expect(args.onStatus).toHaveBeenCalledWith('open');
  },
};

/** More pages: 'More feedback' reads the next. */
export const MorePages: Story = {
  args: { load: { kind: 'ready', data: [feedbackPage(false, 2)] }, onMore: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More feedback' }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
  },
};

/** A message being marked: its button waits. */
export const Busy: Story = {
  args: { busyId: 'f1' },
  play: async ({ canvasElement }) => {
    const first = within(within(canvasElement).getAllByTestId('feedback-item')[0] as HTMLElement);
    await expect(first.getByRole('button', { name: 'Mark done' })).toBeDisabled();
  },
};

/** Nothing open. */
export const Empty: Story = {
  args: { load: { kind: 'ready', data: [{ items: [], nextPage: null, openCount: 0 }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open feedback.')).toBeVisible();
  },
};

/** Loading: the toggle stays usable. */
export const Loading: Story = {
  args: { load: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open' })).toBeEnabled();
  },
};

/** A failed read. */
export const Failed: Story = { ...FAILED_STORY };

/** On a phone: no sideways scroll, 44px targets. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
