import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommentReports } from '../../src/admin/comments/CommentReports';
import { PHONE, REPORTED_COMMENT, SUSPENDED_WRITER_COMMENT, withDeskFrame } from './fixtures';

/** A queued comment's open reports: reason, detail, reporter and time. */
const meta = {
  title: 'Admin/CommentReports',
  component: CommentReports,
  decorators: [withDeskFrame],
  args: { reports: REPORTED_COMMENT.reports },
} satisfies Meta<typeof CommentReports>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two reports, one without a detail. */
export const Two: Story = {
  play: async ({ canvasElement }) => {
    const reports = within(canvasElement).getByRole('region', { name: 'Reports' });
    await expect(within(reports).getByRole('heading', { name: 'Reports (2)' })).toBeVisible();
    const items = within(reports).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Harassment');
    await expect(items[0]).toHaveTextContent('He follows me from build to build.');
    await expect(items[0]).toHaveTextContent('Chani');
    await expect(items[1]).toHaveTextContent('Jessica');
  },
};

/** One report. */
export const One: Story = {
  args: { reports: SUSPENDED_WRITER_COMMENT.reports },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Reports (1)' })).toBeVisible();
    await expect(within(canvasElement).getByText('Spam or advertising')).toBeVisible();
  },
};

/** A report whose reporter's account is gone: only its time. */
export const NoReporter: Story = {
  args: { reports: REPORTED_COMMENT.reports.slice(0, 1).map((r) => ({ ...r, reporter: null })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).not.toHaveTextContent('Chani');
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};
