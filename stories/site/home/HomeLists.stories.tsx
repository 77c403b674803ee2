import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { NEWS_FEED_PATH } from '../../../src/api/news/newsFeed';
import {
  FEATURED_BUILDS,
  homeBuildsKey,
  NEWEST_BUILDS,
} from '../../../src/site/home/homeBuildLists';
import HomeLists from '../../../src/site/home/HomeLists';
import { expectPhoneLayout, PHONE } from '../../account/fixtures';
import { answerPage, publicBuild, stubPublicBuildsApi } from '../../community/fixtures';
import { withPageFrame } from '../../fixtures/decorators';
import { NEWS_ITEMS } from '../news/newsFixtures';

/**
 * The part of Home whose code loads apart (takeOverApart): the featured and newest builds and
 * the latest news, read from the answers the server sends with the page, with no request.
 */

const FEATURED = [
  publicBuild(1, { title: 'Sandrider Sniper', likes: 120 }),
  publicBuild(2, { title: 'Spice Baron', likes: 80 }),
  publicBuild(3, { title: 'Sietch Guard', likes: 45 }),
];
const NEWEST = [
  publicBuild(4, { title: 'Fresh Fremen', likes: 0 }),
  publicBuild(5, { title: 'Worm Caller', likes: 2 }),
  publicBuild(6, { title: 'Dawn Patrol', likes: 1 }),
];

/** The answers Home is served with, as the SWR fallback the page takes them from. */
const served: Decorator = (Story) => {
  const page = (key: string, builds: typeof FEATURED) =>
    answerPage(builds, new URL(key, window.location.origin).searchParams);
  const featuredKey = homeBuildsKey(FEATURED_BUILDS);
  const newestKey = homeBuildsKey(NEWEST_BUILDS);
  const fallback = {
    [featuredKey]: page(featuredKey, FEATURED),
    [newestKey]: page(newestKey, NEWEST),
    [NEWS_FEED_PATH]: NEWS_ITEMS,
  };
  return (
    <SWRConfig value={{ fallback }}>
      <Story />
    </SWRConfig>
  );
};

/** A list asked for again would be answered empty: the titles below show none was. */
const noRequests = () => stubPublicBuildsApi({ builds: [], pages: {}, seen: [] });

const meta = {
  title: 'Site/Home/HomeLists',
  component: HomeLists,
  decorators: [served, withPageFrame],
  parameters: { router: { path: '/', initialEntry: '/' }, api: { [NEWS_FEED_PATH]: NEWS_ITEMS } },
  beforeEach: noRequests,
} satisfies Meta<typeof HomeLists>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card titles in the region named `name`. */
function titles(canvasElement: HTMLElement, name: string): string[] {
  const region = within(canvasElement).getByRole('region', { name });
  return within(region)
    .queryAllByRole('article')
    .map((card) => card.querySelector('h3')?.textContent ?? '');
}

/** The three sections in order, each with its cards and its link to more. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Featured builds', 'Newest builds', 'Latest news']);
    await expect(titles(canvasElement, 'Featured builds')).toEqual([
      'Sandrider Sniper',
      'Spice Baron',
      'Sietch Guard',
    ]);
    await expect(titles(canvasElement, 'Newest builds')).toEqual([
      'Fresh Fremen',
      'Worm Caller',
      'Dawn Patrol',
    ]);
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
