import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ViewsSparkline } from '../../src/admin/pageViews/ViewsSparkline';
import { pageViews, PHONE } from './fixtures';

const PLANNER = pageViews().pages[0]?.counts ?? [];

/** One page's daily views as bars; decorative, the numbers are in the tables beside it. */
const meta = {
  title: 'Admin/ViewsSparkline',
  component: ViewsSparkline,
  decorators: [
    (Story) => (
      <div className="max-w-sm p-4">
        <Story />
      </div>
    ),
  ],
  args: { counts: PLANNER, max: Math.max(...PLANNER) },
} satisfies Meta<typeof ViewsSparkline>;
export default meta;
type Story = StoryObj<typeof meta>;

const bars = (root: HTMLElement) => [...root.querySelectorAll('rect')];

/** A busy page: one bar per day, the busiest day full height; hidden from screen readers. */
export const Busy: Story = {
  play: async ({ canvasElement, args }) => {
    const chart = within(canvasElement).getByTestId('views-sparkline');
    // Decorative by design: the same numbers are in the page's row and the daily table.
    await expect(chart).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(bars(canvasElement)).toHaveLength(args.counts.length);
    const heights = bars(canvasElement).map((bar) => Number(bar.getAttribute('height')));
    await expect(Math.max(...heights)).toBe(46);
    await expect(chart).toBeVisible();
  },
};

/** A page nobody read: the baseline only, every bar flat. */
export const NoViews: Story = {
  args: { counts: Array.from({ length: 30 }, () => 0), max: 0 },
  play: async ({ canvasElement }) => {
    await expect(bars(canvasElement).every((bar) => bar.getAttribute('height') === '0')).toBe(true);
    await expect(canvasElement.querySelector('line')).not.toBeNull();
  },
};

/** No days at all: just the baseline. */
export const NoDays: Story = {
  args: { counts: [], max: 0 },
  play: async ({ canvasElement }) => {
    await expect(bars(canvasElement)).toHaveLength(0);
    await expect(within(canvasElement).getByTestId('views-sparkline')).toBeVisible();
  },
};

/** On a phone the chart fills its cell without overflowing. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByTestId('views-sparkline');
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(chart.getBoundingClientRect().width).toBeGreaterThanOrEqual(96);
  },
};
