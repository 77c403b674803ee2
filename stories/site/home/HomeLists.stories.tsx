import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NEWS_FEED_PATH } from '../../../src/api/news/newsFeed';
import HomeLists from '../../../src/site/home/HomeLists';
import { expectPhoneLayout, PHONE } from '../../account/fixtures';
import { stubPublicBuildsApi } from '../../community/fixtures';
import { withPageFrame } from '../../fixtures/decorators';
import { NEWS_ITEMS } from '../news/newsFixtures';
import { expectServedBuildLists, MOST_LIKED, NEWEST, served } from './homeFixtures';

/**
 * The part of Home whose code loads apart (takeOverApart): the featured and newest builds and
 * the latest news, read from the answers the server sends with the page, with no request.
 */

/** A list asked for again would be answered empty: the titles below show none was. */
const noRequests = () => stubPublicBuildsApi({ builds: [], pages: {}, seen: [] });

const meta = {
  title: 'Site/Home/HomeLists',
  component: HomeLists,
  decorators: [served(MOST_LIKED, NEWEST, NEWS_ITEMS), withPageFrame],
  parameters: { router: { path: '/', initialEntry: '/' }, api: { [NEWS_FEED_PATH]: NEWS_ITEMS } },
  beforeEach: noRequests,
} satisfies Meta<typeof HomeLists>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three sections in order, each with its cards and its link to more. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Featured builds', 'Newest builds', 'Latest news']);
    await expectServedBuildLists(canvasElement);
    const news = canvas.getByRole('list', { name: 'Latest news' });
    await expect(news.querySelectorAll(':scope > li')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
  },
};

/** On a phone: one column of cards, nothing wider than the screen. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('article');
    // Six builds and three news items.
    await expect(cards).toHaveLength(9);
    const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    for (const region of canvas.getAllByRole('region')) await expectPhoneLayout(region);
  },
};
