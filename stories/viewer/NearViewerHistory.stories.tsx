import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ApiRequestError } from '../../src/api/requestJson';
import { NearViewerHistory } from '../../src/viewer/NearViewerHistory';
import { expectNoApiRequest } from '../fixtures/noNetwork';
import { withDesktopViewer } from './fixtures';

/** The first save of a build, as its history lists it. */
const FIRST = {
  number: 1,
  saved_at: '2026-11-21T08:00:00.000Z',
  username: 'Chani',
  game_version: '1.5.3.6',
  note: 'First draft',
};

/**
 * The viewer's History panel that asks for the history only once it comes near the screen or is
 * focused (here by focus: a story's frame may be drawn off screen); its read and its failure.
 */
const meta = {
  title: 'Viewer/NearViewerHistory',
  component: NearViewerHistory,
  decorators: [withDesktopViewer],
  args: {
    url: 'k7Qm2xPz9A',
    isAuthor: false,
    fetchRevisions: fn(() => Promise.resolve({ revisions: [FIRST] })),
  },
} satisfies Meta<typeof NearViewerHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

const focusPanel = (canvasElement: HTMLElement) => {
  within(canvasElement)
    .getByTestId('build-history')
    .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
};

/** Focused: the history is read once, through the page's loader, never the network. */
export const Read: Story = {
  play: async ({ args, canvasElement }) => {
    focusPanel(canvasElement);
    await expect(await within(canvasElement).findByText('First draft')).toBeVisible();
    await expect(args.fetchRevisions).toHaveBeenCalledTimes(1);
    await expectNoApiRequest();
  },
};

/** The read failed: the panel says so. */
export const Failed: Story = {
  args: {
    fetchRevisions: fn(() => Promise.reject(new ApiRequestError('The history is lost.', 500))),
  },
  play: async ({ canvasElement }) => {
    focusPanel(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
