import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COMMENT_TEXTS } from '../../../src/api/contract/commentsTexts';
import { NearComments } from '../../../src/viewer/comments/NearComments';
import { VIEWER_URL, withDesktopViewer } from '../fixtures';
import { pageCall, serveComments } from './commentsFixtures';
import { twoThreads } from './threadsFixtures';

/**
 * The comments at the viewer's foot, read only when wanted: an empty frame with the heading
 * until a scroll brings it near the screen or it is pointed at, then the section and its comments.
 */
const meta = {
  title: 'Viewer/Comments/NearComments',
  component: NearComments,
  decorators: [withDesktopViewer],
  args: { url: VIEWER_URL },
} satisfies Meta<typeof NearComments>;
export default meta;
type Story = StoryObj<typeof meta>;

const scrolled = serveComments({ threads: twoThreads, blocked: 'login' });
/** On screen before any scroll: nothing is read; after a scroll, the comments are. */
export const ReadAfterAScroll: Story = {
  beforeEach: scrolled.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: COMMENT_TEXTS.heading }),
    ).toBeVisible();
    // Two frames: an observer watching from the start would have answered by now.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await expect(scrolled.store.seen).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: `${COMMENT_TEXTS.heading} (2)` }),
    ).toBeVisible();
    await expect(scrolled.store.seen).toEqual([pageCall(1)]);
  },
};

const pointed = serveComments({ threads: twoThreads, blocked: 'login' });
/** Pointed at: the comments are read, as after a scroll. */
export const PointedAt: Story = {
  beforeEach: pointed.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByTestId('viewer-comments'));
    await waitFor(() => expect(pointed.store.seen).toEqual([pageCall(1)]));
    await expect(await canvas.findByText(COMMENT_TEXTS.loginToComment)).toBeVisible();
  },
};
