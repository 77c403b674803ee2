import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PublicBuildList } from '../../src/community/PublicBuildList';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../account/fixtures';
import { withPageFrame } from '../fixtures/decorators';
import { expectNoApiRequest } from '../fixtures/noNetwork';
import { manyBuilds, TAGGED_BUILD, TIME_ZONE, UNTAGGED_BUILD } from './fixtures';

/** The list by itself, in each of its states (props only: no request). */
const meta = {
  title: 'Community/PublicBuildList',
  component: PublicBuildList,
  decorators: [withPageFrame],
  args: {
    state: { kind: 'loading' },
    onLoadMore: fn(),
    timeZone: TIME_ZONE,
  },
} satisfies Meta<typeof PublicBuildList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Loading builds...' while the first page comes. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading builds...')).toBeVisible();
    await expectNoApiRequest();
  },
};

/** Twelve cards, more to come: the last card's coming into view asks for the next page. */
export const Full: Story = {
  args: {
    state: {
      kind: 'builds',
      builds: manyBuilds(12),
      loadingMore: false,
      atEnd: false,
      moreError: null,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(12);
    cards.at(-1)?.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
    await expect(canvas.queryByText("You've reached the end of the list.")).toBeNull();
  },
};

/** The next page on its way: the cards stay, 'Loading more builds...' under them. */
export const LoadingMore: Story = {
  args: {
    state: {
      kind: 'builds',
      builds: manyBuilds(12),
      loadingMore: true,
      atEnd: false,
      moreError: null,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading more builds...')).toBeVisible();
    canvas.getAllByRole('article').at(-1)?.scrollIntoView({ block: 'end' });
    // Already loading: the last card asks for nothing more.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Nothing matches the filters. */
export const Empty: Story = {
  args: {
    state: { kind: 'builds', builds: [], loadingMore: false, atEnd: true, moreError: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No public builds found matching your criteria.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The last page read: "You've reached the end of the list.", and no further page is asked. */
export const End: Story = {
  args: {
    state: {
      kind: 'builds',
      builds: [TAGGED_BUILD, UNTAGGED_BUILD],
      loadingMore: false,
      atEnd: true,
      moreError: null,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You've reached the end of the list.")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The first page failed: 'Error loading builds: {reason}'. */
export const LoadFailed: Story = {
  args: { state: { kind: 'error', reason: 'Failed to fetch builds. Status: 500' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error loading builds: Failed to fetch builds. Status: 500',
    );
  },
};

/** Twelve cards in one column on the narrowest phone. */
export const Phone: Story = {
  ...Full,
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('article');
    if (!first || !second) throw new Error('Two cards expected.');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
    await expectPhoneLayout(canvasElement);
  },
};
