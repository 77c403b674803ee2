import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { NEWS_FEED_PATH, NO_NEWS_TEXT } from '../../../src/api/news/newsFeed';
import { NewsPage } from '../../../src/site/news/NewsPage';
import { withPageFrame } from '../../fixtures/decorators';
import { failWith, pending } from '../../fixtures/mockApi';
import { NEWS_ITEMS, PATCH_TAGLINES, REDDIT_TAGLINE, VIDEO_TAGLINE } from './newsFixtures';
import { NEWS_TEXTS } from '../../../src/api/contract/newsTexts';

const meta = {
  title: 'Site/News/NewsPage',
  component: NewsPage,
  decorators: [withPageFrame],
  parameters: {
    router: { path: '/news', initialEntry: '/news' },
    api: { [NEWS_FEED_PATH]: NEWS_ITEMS },
  },
} satisfies Meta<typeof NewsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The taglines of the cards shown, in order. */
function taglines(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .queryAllByRole('article')
    .map((card) => card.querySelector('p')?.firstChild?.textContent ?? '');
}

/**
 * The title, welcome text and the first four rows. A type and a source together show the items
 * of either (OR across filters); a topic adds its items; Clear Filters shows everything again.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: NEWS_TEXTS.title })).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | News');
    await expect(canvas.getByText(NEWS_TEXTS.welcome)).toBeVisible();
    await waitFor(() => expect(taglines(canvasElement)).toHaveLength(8));

    await userEvent.click(canvas.getByText(NEWS_TEXTS.contentType));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Video' }));
    await expect(taglines(canvasElement)).toEqual([VIDEO_TAGLINE]);
    await userEvent.click(canvas.getByText(NEWS_TEXTS.contentSource));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Reddit' }));
    await expect(taglines(canvasElement)).toEqual([VIDEO_TAGLINE, REDDIT_TAGLINE]);
    await userEvent.click(canvas.getByText(NEWS_TEXTS.contentTopic));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Patch' }));
    await expect(taglines(canvasElement)).toEqual([
      PATCH_TAGLINES[0],
      VIDEO_TAGLINE,
      REDDIT_TAGLINE,
      PATCH_TAGLINES[1],
    ]);
    // Within one filter too: a second topic adds its items (none here carry 'Beta').
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Beta' }));
    await expect(taglines(canvasElement)).toHaveLength(4);

    await userEvent.click(canvas.getByRole('button', { name: NEWS_TEXTS.clearFilters }));
    await expect(taglines(canvasElement)).toHaveLength(8);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

/** Filters named in the address are applied on arrival, and unknown values are ignored. */
export const FromTheAddress: Story = {
  parameters: { router: { path: '/news', initialEntry: '/news?topic=Patch&topic=Gossip' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(taglines(canvasElement)).toEqual(PATCH_TAGLINES));
    await expect(within(canvasElement).getByText('1 selected')).toBeVisible();
  },
};

/** Filters that match nothing say so. */
export const NothingMatches: Story = {
  parameters: { router: { path: '/news', initialEntry: '/news?type=Podcast' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NEWS_TEXTS.empty)).toBeVisible();
  },
};

/** Scrolling near the list's bottom adds two rows at a time. */
export const ProgressiveLoading: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(taglines(canvasElement)).toHaveLength(8));
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(taglines(canvasElement)).toHaveLength(12));
    window.scrollTo(0, 0);
  },
};

/**
 * Served with the feed's answer (src/api/contract/servedAnswers.ts): the first four rows show
 * at once, with no spinner, though /news.json never answers here: it is not asked for again.
 */
export const RenderedWithItems: Story = {
  decorators: [
    (Story) => (
      <SWRConfig value={{ fallback: { [NEWS_FEED_PATH]: NEWS_ITEMS } }}>
        <Story />
      </SWRConfig>
    ),
  ],
  parameters: { api: { [NEWS_FEED_PATH]: pending() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(taglines(canvasElement)).toHaveLength(8);
    await expect(canvas.queryByRole('status', { name: 'Loading news…' })).toBeNull();
    await userEvent.click(canvas.getByText(NEWS_TEXTS.contentType));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Video' }));
    await expect(taglines(canvasElement)).toEqual([VIDEO_TAGLINE]);
  },
};

/** While /news.json loads: the header, the filters and a spinner. */
export const Loading: Story = {
  parameters: { api: { [NEWS_FEED_PATH]: pending() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading news…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: NEWS_TEXTS.clearFilters })).toBeVisible();
  },
};

/** A failed /news.json is an empty list (spec §8): a quiet line, nothing alarming. */
export const FailedFeed: Story = {
  parameters: { api: { [NEWS_FEED_PATH]: failWith(500, 'Internal Server Error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NO_NEWS_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(/error|failed/i)).toBeNull();
  },
};

/**
 * Items that do not match the contract (a hot-linked image, no keywords) are left out; the
 * others show. The check loads beside the feed's request, and nothing shows before it has run.
 */
export const MalformedItemsLeftOut: Story = {
  parameters: {
    api: {
      [NEWS_FEED_PATH]: [
        { ...NEWS_ITEMS[0], imageUrl: 'https://elsewhere.test/worm.png' },
        { ...NEWS_ITEMS[1], keywords: [] },
        ...NEWS_ITEMS.slice(2, 4),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(taglines(canvasElement)).toEqual(NEWS_ITEMS.slice(2, 4).map((item) => item.tagline)),
    );
  },
};

/** A phone: one item per row, the filters stacked. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(taglines(canvasElement)).toHaveLength(8));
    const [first, second] = within(canvasElement)
      .getAllByRole('article')
      .map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(second).toBeGreaterThan(first ?? 0);
  },
};
