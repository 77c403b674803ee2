import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { NewsList } from '../../../src/site/news/NewsList';
import { withPageFrame } from '../../fixtures/decorators';
import { NEWS_ITEMS } from './newsFixtures';
import { NEWS_TEXTS } from '../../../src/api/contract/newsTexts';
import { NO_NEWS_TEXT } from '../../../src/api/news/newsFeed';

const meta = {
  title: 'Site/News/NewsList',
  component: NewsList,
  decorators: [withPageFrame],
  args: { items: NEWS_ITEMS, isLoading: false, filtered: false },
} satisfies Meta<typeof NewsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) =>
  within(canvasElement).queryAllByRole('article').length;

/**
 * Four rows of two at first; scrolling to the list's bottom adds two rows at a time, up to all
 * twenty. Only the first row's images load at once.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toBe(8);
    const images = Array.from(canvasElement.querySelectorAll('img'));
    await expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      ...Array<string>(6).fill('lazy'),
    ]);
    const [first, second, third] = within(canvasElement)
      .getAllByRole('article')
      .map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(first).toBe(second);
    await expect(third).toBeGreaterThan(first ?? 0);

    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(cards(canvasElement)).toBe(12));
    for (const expected of [16, 20]) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await waitFor(() => expect(cards(canvasElement)).toBe(expected));
    }
    window.scrollTo(0, 0);
  },
};

/** One item per row on a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toBe(8);
    const [first, second] = within(canvasElement)
      .getAllByRole('article')
      .map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(second).toBeGreaterThan(first ?? 0);
  },
};

/** While the feed loads: a spinner. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading news…' }),
    ).toBeVisible();
  },
};

/** No items and no filter (also what a failed read shows): a quiet line, no error. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_NEWS_TEXT)).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Filters that match nothing. */
export const NothingMatches: Story = {
  args: { items: [], filtered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NEWS_TEXTS.empty)).toBeVisible();
  },
};
