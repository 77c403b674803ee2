import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RecordTab } from '../../src/admin/record/RecordTab';
import { adminActionsPath } from '../../src/api/admin/adminActions';
import { ApiRequestError } from '../../src/api/requestJson';
import { withFailedRead } from './failedRead';
import { actionsPage, PHONE, withAnswers, withDeskFrame } from './fixtures';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

/** An older page of the record: one grant by the command line. */
const OLDER = {
  actions: [
    {
      id: 'a0',
      at: '2026-11-01T09:00:00.000Z',
      admin: 'command line',
      action: 'role.revoke',
      target: 'Rabban',
      note: '',
    },
  ],
  nextPage: null,
};

/** The record tab over its pages (`/api/admin/actions?page=N`), answered from cache. */
const meta = {
  title: 'Admin/RecordTab',
  component: RecordTab,
  decorators: [
    withDeskFrame,
    withAnswers({ [adminActionsPath(1)]: actionsPage(2), [adminActionsPath(2)]: OLDER }),
  ],
} satisfies Meta<typeof RecordTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newest page; Older reads the next one and Newer comes back. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('build.clear')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Newer' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await expect(await canvas.findByText('role.revoke')).toBeVisible();
    await expect(canvas.queryByText('build.clear')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Older' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Newer' }));
    await expect(await canvas.findByText('build.clear')).toBeVisible();
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  decorators: [withAnswers({ [adminActionsPath(1)]: { actions: [], nextPage: null } })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nothing has been done on the desk yet.'),
    ).toBeVisible();
  },
};

/** Not read yet (no answer cached, none asked for): the spinner. */
export const Loading: Story = {
  decorators: [withAnswers({ [adminActionsPath(1)]: undefined })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** The API's 403: the desk is for moderators. */
export const NotAModerator: Story = {
  decorators: [withFailedRead(adminActionsPath(1), new ApiRequestError('Forbidden', 403))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('desk-refused')).toHaveTextContent(
      ADMIN_TEXTS.notAdmin,
    );
  },
};

/** On a phone the table scrolls inside its box, not the page. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('build.clear')).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
