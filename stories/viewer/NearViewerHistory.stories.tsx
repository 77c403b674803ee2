import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
 * The viewer's History panel that asks for the history only once a scroll brings it near the
 * screen, or it is focused or pointed at; its read and its failure.
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

/** Pointed at: the history is read, as when focused. */
export const PointedAt: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByTestId('build-history'));
    await expect(await within(canvasElement).findByText('First draft')).toBeVisible();
    await expect(args.fetchRevisions).toHaveBeenCalledTimes(1);
  },
};

/**
 * On screen before any scroll (the parts above it have not drawn yet): nothing is read until
 * the player scrolls, then the panel near the screen is.
 */
export const ReadAfterAScroll: Story = {
  play: async ({ args, canvasElement }) => {
    // Two frames: an observer watching from the start would have answered by now.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await expect(args.fetchRevisions).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(args.fetchRevisions).toHaveBeenCalledTimes(1));
    await expect(await within(canvasElement).findByText('First draft')).toBeVisible();
  },
};
