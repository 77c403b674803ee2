import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NEWS_FEED_PATH, NO_NEWS_TEXT } from '../../../src/api/news/newsFeed';
import { NO_BUILDS_TEXT } from '../../../src/site/home/HomeBuilds';
import { HomePage } from '../../../src/site/home/HomePage';
import { expectPhoneLayout, PHONE } from '../../account/fixtures';
import { manyBuilds, servePublicBuilds } from '../../community/fixtures';
import { withPageFrame } from '../../fixtures/decorators';
import { must } from '../../fixtures/must';
import { failWith, pending } from '../../fixtures/mockApi';
import { NEWS_ITEMS, PATCH_TAGLINES } from '../news/newsFixtures';
import { expectServedBuildLists, MOST_LIKED, NEWEST, served, titles } from './homeFixtures';

/**
 * The routed Home page. Its builds are read through the app's own request code from a stand-in
 * for `GET /api/public-builds` (../../community/fixtures.ts), its news from the story's API.
 */

const SIX_CARDS = [
  ['Classes', '/classes'],
  ['Plan Characters', '/skill-trees'],
  ['Community Builds', '/community-builds'],
  ['Guild Ad Board', '/guild-board'],
  ['About', '/about'],
  ['Feedback', '/feedback'],
] as const;

const meta = {
  title: 'Site/Home/HomePage',
  component: HomePage,
  decorators: [withPageFrame],
  parameters: {
    router: { path: '/', initialEntry: '/' },
    api: { [NEWS_FEED_PATH]: NEWS_ITEMS },
  },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const noRequests = servePublicBuilds([]);
/**
 * As the server sends it: the welcome, the call to plan and the search, the three most liked
 * and the three newest builds, the three latest news items and the six section cards, without
 * a single request (nor the answers' schemas).
 */
export const Full: Story = {
  beforeEach: noRequests.beforeEach,
  decorators: [served(MOST_LIKED, NEWEST, NEWS_ITEMS)],
  parameters: { api: { [NEWS_FEED_PATH]: pending() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome to Arrakis Planner' }),
    ).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Home');
    await expect(canvas.getByRole('link', { name: 'Plan a build' })).toHaveAttribute(
      'href',
      '/skill-trees',
    );
    await expect(canvas.getByRole('search', { name: 'Search community builds' })).toBeVisible();
    // The lists' code loads apart from the page's (takeOverOnUse): here at once.
    await canvas.findByRole('heading', { level: 2, name: 'Featured builds' });
    // The sections, in the order a new player meets them.
    const sections = canvas
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.id.startsWith('home-'));
    await expect(sections.map((heading) => heading.textContent)).toEqual([
      'Featured builds',
      'Newest builds',
      'Latest news',
      'Explore Arrakis Planner',
    ]);
    await expectServedBuildLists(canvasElement);
    // A card's title is a heading under its section's: h3 beneath the h2.
    const featured = within(canvas.getByRole('region', { name: 'Featured builds' }));
    await expect(featured.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const news = canvas.getByRole('region', { name: 'Latest news' });
    await expect(within(news).getAllByRole('article')).toHaveLength(3);
    await expect(news).toHaveTextContent(must(PATCH_TAGLINES[0]));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(noRequests.stub.seen).toHaveLength(0);

    const explore = within(canvas.getByRole('region', { name: 'Explore Arrakis Planner' }));
    await expect(
      explore.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(SIX_CARDS.map(([title]) => title));
    for (const [title, href] of SIX_CARDS) {
      await expect(explore.getByRole('link', { name: title })).toHaveAttribute('href', href);
    }
  },
};

const fetched = servePublicBuilds(manyBuilds(8));
/**
 * Opened without its answers (another page first): each list asks for its first three cards in
 * its order, checked, and shows them; the news is read too.
 */
export const Fetched: Story = {
  beforeEach: fetched.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(titles(canvasElement, 'Featured builds')).toHaveLength(3));
    await waitFor(() => expect(titles(canvasElement, 'Newest builds')).toHaveLength(3));
    const asked = fetched.stub.seen.map((query) => [query.get('sortBy'), query.get('limit')]);
    await expect(asked).toEqual(
      expect.arrayContaining([
        ['likes', '3'],
        ['updated_at', '3'],
      ]),
    );
    await expect(fetched.stub.seen).toHaveLength(2);
    await waitFor(() =>
      expect(
        within(within(canvasElement).getByRole('region', { name: 'Latest news' })).getAllByRole(
          'article',
        ),
      ).toHaveLength(3),
    );
  },
};

const slow = servePublicBuilds(manyBuilds(8), { 1: 'pending' });
/** While both lists and the news are read: each says so; the rest of Home works. */
export const Loading: Story = {
  beforeEach: slow.beforeEach,
  parameters: { api: { [NEWS_FEED_PATH]: pending() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('status', { name: 'Loading builds...' })).toHaveLength(2),
    );
    await expect(canvas.getByRole('status', { name: 'Loading news…' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Plan a build' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Community Builds' })).toBeVisible();
  },
};

const failing = servePublicBuilds([], {
  1: { status: 500, body: { message: 'The database is asleep.' } },
});
/**
 * The builds' API fails and so does the feed: each list says so in its section, the news reads
 * as none (spec §8), and the call, the search and the six cards still work.
 */
export const Failed: Story = {
  beforeEach: failing.beforeEach,
  parameters: { api: { [NEWS_FEED_PATH]: failWith(500, 'Internal Server Error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    for (const alert of canvas.getAllByRole('alert')) {
      await expect(alert).toHaveTextContent('Error loading builds: The database is asleep.');
    }
    await expect(await canvas.findByText(NO_NEWS_TEXT)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'sniper{Enter}');
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(
      '/community-builds?q=sniper',
    );
  },
};

/** A new site: no Public build and no news yet. Each section says so, without an alarm. */
export const Empty: Story = {
  beforeEach: noRequests.beforeEach,
  decorators: [served([], [], [])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(NO_BUILDS_TEXT)).toHaveLength(2);
    await expect(canvas.getByText(NO_NEWS_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  },
};

/** The Community Builds card leads to the community list (the original's card was a defect). */
export const CommunityBuildsCard: Story = {
  beforeEach: noRequests.beforeEach,
  decorators: [served(MOST_LIKED, NEWEST, NEWS_ITEMS)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Community Builds' }));
    await expect(canvas.getByText('Navigated to')).toBeVisible();
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/community-builds');
  },
};

/**
 * On a 390×844 phone the call to plan and the search are on the first screen (below the
 * shell's header, at most 72px); every list is one column and nothing runs off the side.
 */
export const Phone: Story = {
  globals: PHONE,
  beforeEach: noRequests.beforeEach,
  decorators: [served(MOST_LIKED, NEWEST, NEWS_ITEMS)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstScreen = 844 - 72;
    const call = canvas.getByRole('link', { name: 'Plan a build' });
    const search = canvas.getByRole('search', { name: 'Search community builds' });
    await expect(call.getBoundingClientRect().bottom).toBeLessThanOrEqual(firstScreen);
    await expect(search.getBoundingClientRect().bottom).toBeLessThanOrEqual(firstScreen);
    const cards = canvas.getAllByRole('article');
    const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    // The section cards' links cover their whole card: the card is the target.
    const explore = canvas.getByRole('region', { name: 'Explore Arrakis Planner' });
    for (const region of canvas.getAllByRole('region').filter((r) => r !== explore)) {
      await expectPhoneLayout(region);
    }
    for (const card of within(explore).getAllByRole('listitem')) {
      await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
