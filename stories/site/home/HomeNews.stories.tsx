import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NO_NEWS_TEXT } from '../../../src/api/news/newsFeed';
import { HomeNewsView } from '../../../src/site/home/HomeNews';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../../account/fixtures';
import { withPageFrame } from '../../fixtures/decorators';
import { must } from '../../fixtures/must';
import { NEWS_ITEMS, PATCH_TAGLINES } from '../news/newsFixtures';

const meta = {
  title: 'Site/Home/HomeNews',
  component: HomeNewsView,
  decorators: [withPageFrame],
  parameters: { router: { path: '/', initialEntry: '/' } },
  args: { items: NEWS_ITEMS, isLoading: false },
} satisfies Meta<typeof HomeNewsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three newest items, as /news draws them, and the way to /news. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Latest news' }));
    const items = section.getAllByRole('article');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(must(PATCH_TAGLINES[0]));
    await expect(section.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
    // Below the fold on every screen: their images wait until they are near, at a fixed size.
    for (const image of canvasElement.querySelectorAll('img')) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
    }
  },
};

/** While the feed is read. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading news…' }),
    ).toBeVisible();
  },
};

/** No news (or a failed feed, which reads the same: spec §8): a quiet line, no alert. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_NEWS_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'All news' })).toBeVisible();
  },
};

/** On a phone: one column, nothing runs off the side. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('article');
    const lefts = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expectPhoneLayout(canvasElement);
  },
};
