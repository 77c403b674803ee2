import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomeBuildsView, NO_BUILDS_TEXT } from '../../../src/site/home/HomeBuilds';
import { FEATURED_BUILDS, NEWEST_BUILDS } from '../../../src/site/home/homeBuildLists';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../../account/fixtures';
import { manyBuilds, TAGGED_BUILD, TIME_ZONE, UNTAGGED_BUILD } from '../../community/fixtures';
import { withPageFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Site/Home/HomeBuilds',
  component: HomeBuildsView,
  decorators: [withPageFrame],
  parameters: { router: { path: '/', initialEntry: '/' } },
  args: {
    list: FEATURED_BUILDS,
    state: { kind: 'builds', builds: [TAGGED_BUILD, ...manyBuilds(3).slice(1, 3)] },
    timeZone: TIME_ZONE,
  },
} satisfies Meta<typeof HomeBuildsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three cards under the list's heading, and the way to the whole list in the same order. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Featured builds' });
    await expect(within(section).getAllByRole('article')).toHaveLength(3);
    await expect(within(section).getByRole('article', { name: 'Sandrider Sniper' })).toBeVisible();
    const more = within(section).getByRole('link', { name: 'All builds by likes' });
    await expect(more).toHaveAttribute('href', '/community-builds?mostLikes=1');
    await userEvent.click(more);
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(
      '/community-builds?mostLikes=1',
    );
  },
};

/** The newest builds lead to the list sorted by Newest Builds. */
export const Newest: Story = {
  args: { list: NEWEST_BUILDS },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Newest builds' });
    await expect(
      within(section).getByRole('link', { name: 'All builds, newest first' }),
    ).toHaveAttribute('href', '/community-builds?newest=1');
  },
};

/** While the list is read: the list's own loading text, in a row's height. */
export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spinner = canvas.getByRole('status', { name: 'Loading builds...' });
    await expect(spinner).toBeVisible();
    await expect(spinner.parentElement?.getBoundingClientRect().height).toBeGreaterThanOrEqual(288);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A failed read says so in its section, with the list's wording; the link to the list stays. */
export const Failed: Story = {
  args: { state: { kind: 'error', reason: 'The database is asleep.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error loading builds: The database is asleep.',
    );
    await expect(canvas.getByRole('link', { name: 'All builds by likes' })).toBeVisible();
  },
};

/** No Public build yet: an invitation, not an error. */
export const Empty: Story = {
  args: { state: { kind: 'builds', builds: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_BUILDS_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** On a phone: one column, nothing runs off the side, every link is a finger's size. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: { state: { kind: 'builds', builds: [TAGGED_BUILD, UNTAGGED_BUILD, ...manyBuilds(3)] } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expectPhoneLayout(canvasElement);
  },
};
