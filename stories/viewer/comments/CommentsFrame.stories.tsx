import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMMENT_TEXTS } from '../../../src/api/contract/commentsTexts';
import { CommentsFrame } from '../../../src/viewer/comments/CommentsFrame';
import { withPadding } from '../../fixtures/decorators';

/** The comments' panel: its heading, with the total once read. */
const meta = {
  title: 'Viewer/Comments/CommentsFrame',
  component: CommentsFrame,
  decorators: [withPadding],
  args: { total: 3, children: <p>The comments go here.</p> },
} satisfies Meta<typeof CommentsFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Read: the heading gives the total, the region is named by it. */
export const WithTotal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: `${COMMENT_TEXTS.heading} (3)` });
    await expect(
      within(region).getByRole('heading', { level: 2, name: `${COMMENT_TEXTS.heading} (3)` }),
    ).toBeVisible();
    await expect(within(region).getByText('The comments go here.')).toBeVisible();
  },
};

/** On their way: the same frame, with no total yet. */
export const Loading: Story = {
  args: { total: null, children: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: COMMENT_TEXTS.heading }),
    ).toBeVisible();
  },
};

/** No comments yet: the total is 0. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: `${COMMENT_TEXTS.heading} (0)` }),
    ).toBeVisible();
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};
