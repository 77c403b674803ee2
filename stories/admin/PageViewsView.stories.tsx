import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageViewsView } from '../../src/admin/pageViews/PageViewsView';
import { expectPhoneLayout } from '../account/fixtures';
import { FAILED_STORY, LOADING_STORY, PHONE, pageViews, withDeskFrame } from './fixtures';

/** Page views by themselves: chart, totals and the table alternative. */
const meta = {
  title: 'Admin/PageViewsView',
  component: PageViewsView,
  decorators: [withDeskFrame],
  args: { load: { kind: 'ready', data: pageViews() } },
} satisfies Meta<typeof PageViewsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const total = (counts: readonly number[]) => counts.reduce((sum, count) => sum + count, 0);

/** Per page its total and a chart of 30 bars; the day table lists every day. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const views = pageViews();
    const planner = canvas.getByRole('rowheader', { name: '/planner' }).closest('tr');
    await expect(planner).toHaveTextContent(String(total(views.pages[0]?.counts ?? [])));
    const charts = canvas.getAllByTestId('views-sparkline');
    await expect(charts).toHaveLength(3);
    await expect(charts[0]?.querySelectorAll('rect')).toHaveLength(30);
    await userEvent.click(canvas.getByText('Views by day (table)'));
    const dayTable = canvas.getByRole('table', { name: 'Views per page and day' });
    await expect(within(dayTable).getAllByRole('row')).toHaveLength(31);
  },
};

/** No views counted. */
export const Empty: Story = {
  args: { load: { kind: 'ready', data: { days: [], pages: [] } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No page views counted in these days.'),
    ).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { ...LOADING_STORY };

/** A failed read. */
export const Failed: Story = { ...FAILED_STORY };

/** On a phone: no sideways scroll of the page. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
