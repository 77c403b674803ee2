import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeskLoadState } from '../../src/admin/deskLoad';
import { withDeskFrame } from './fixtures';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

/** What a desk tab shows before its data: loading, the refusal (403) or the failure. */
const meta = {
  title: 'Admin/deskLoad',
  component: DeskLoadState,
  decorators: [withDeskFrame],
  args: { load: { kind: 'loading' } },
} satisfies Meta<typeof DeskLoadState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Still reading: a spinner, no refusal. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(canvas.queryByTestId('desk-refused')).toBeNull();
  },
};

/** The API's 403: a player who is not a moderator reads why, as an alert. */
export const Refused: Story = {
  args: { load: { kind: 'refused' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(ADMIN_TEXTS.notAdmin);
    await expect(alert).toHaveAttribute('data-testid', 'desk-refused');
  },
};

/** Any other failure: the API's message. */
export const Failed: Story = {
  args: { load: { kind: 'error', message: 'Failed to load data. Please try again later.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to load data. Please try again later.')).toBeVisible();
    await expect(canvas.queryByTestId('desk-refused')).toBeNull();
  },
};
