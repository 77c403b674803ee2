import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMMENT_TEXTS } from '../../../src/api/contract/commentsTexts';
import { CommentsBlocked } from '../../../src/viewer/comments/CommentsBlocked';
import { COMMENTS_VIEW_TEXTS } from '../../../src/viewer/comments/commentsViewTexts';
import { withPadding } from '../../fixtures/decorators';

/** Why the player cannot comment, in place of the form: a visitor, not Public, suspended. */
const meta = {
  title: 'Viewer/Comments/CommentsBlocked',
  component: CommentsBlocked,
  decorators: [withPadding],
  args: { block: 'login' },
} satisfies Meta<typeof CommentsBlocked>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor is shown the way to log in. */
export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(COMMENT_TEXTS.loginToComment)).toBeVisible();
    await expect(canvas.getByRole('link', { name: COMMENTS_VIEW_TEXTS.logIn })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** A build that is not Public: only said, no link. */
export const NotPublic: Story = {
  args: { block: 'not-public' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(COMMENT_TEXTS.notPublic)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A suspended account: only said. */
export const Suspended: Story = {
  args: { block: 'suspended' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(COMMENT_TEXTS.suspended)).toBeVisible();
  },
};

/** On a phone the login link is a thumb-sized target. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: COMMENTS_VIEW_TEXTS.logIn });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
