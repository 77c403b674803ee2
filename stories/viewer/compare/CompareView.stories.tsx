import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompareView } from '../../../src/viewer/compare/CompareView';
import { expectNoApiRequest } from '../../fixtures/noNetwork';
import { gameIndex, VIEWER_URL, withDesktopViewer, withPhoneViewer } from '../fixtures';
import { CODE_SEGMENT, compareAnswer, equalAnswer } from './fixtures';

/** The comparison from props alone: before the game data (no trees yet), full, equal, phone. */
const meta = {
  title: 'Viewer/Compare/CompareView',
  component: CompareView,
  decorators: [withDesktopViewer],
  args: {
    answer: compareAnswer(),
    a: VIEWER_URL,
    b: CODE_SEGMENT,
    index: gameIndex,
    mobile: false,
    copy: fn(() => Promise.resolve(false)),
  },
  beforeEach: () => {
    performance.clearResourceTimings();
  },
} satisfies Meta<typeof CompareView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The game data still on its way: everything but the trees, which say they are coming. */
export const BeforeTheGameData: Story = {
  args: { index: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Drawing the trees…')).toBeVisible();
    await expect(canvas.getByTestId('compare-list')).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expectNoApiRequest();
  },
};

/** Everything; a clipboard that refuses says where to copy the link from instead. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('compare-tree')).toHaveLength(3);
    // The drawn trees stay as drawn: no zoom buttons that would do nothing.
    await expect(canvas.queryByRole('button', { name: /zoom/i })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Differences' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText(/could not be copied/)).toBeVisible();
  },
};

/** Two equal builds: no differences, every skill taken by both. */
export const Equal: Story = {
  args: { answer: equalAnswer() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No differences.')).toBeVisible();
  },
};

/** The phone: one tree at a time. */
export const Phone: Story = {
  args: { mobile: true },
  decorators: [withPhoneViewer],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('compare-tree')).toHaveLength(1);
  },
};
