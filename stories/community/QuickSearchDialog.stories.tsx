import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import QuickSearchDialog from '../../src/community/quickSearch/QuickSearchDialog';
import { QUICK_SEARCH_TEXTS } from '../../src/community/quickSearch/quickSearchTexts';
import { COMMUNITY_TEXTS } from '../../src/api/contract/publicBuildsTexts';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../account/fixtures';
import { manyBuilds, servePublicBuilds } from './fixtures';

/**
 * The site-wide quick search over a stand-in for `GET /api/public-builds` (see fixtures.ts):
 * the dialog's own request code runs, the network is never asked. The dialog is modal, so the
 * stories look for it in the whole document.
 */

const meta = {
  title: 'Community/QuickSearchDialog',
  component: QuickSearchDialog,
  args: { onClose: fn() },
} satisfies Meta<typeof QuickSearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Opened: the box has focus, with a hint of what it searches; nothing is asked yet. */
export const Empty: Story = {
  beforeEach: servePublicBuilds(manyBuilds(30)).beforeEach,
  play: async () => {
    const dialog = page().getByRole('dialog', { name: QUICK_SEARCH_TEXTS.title });
    const box = within(dialog).getByRole('searchbox', { name: QUICK_SEARCH_TEXTS.label });
    await expect(box).toHaveFocus();
    await expect(within(dialog).getByText(QUICK_SEARCH_TEXTS.hint)).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: QUICK_SEARCH_TEXTS.all }),
    ).toBeDisabled();
  },
};

const thirty = servePublicBuilds(manyBuilds(30));
/**
 * Typing asks once typing pauses, for the five best matches, each a link to its build with
 * its class, author and likes; arrows move from the box through the matches and back.
 */
export const Results: Story = {
  beforeEach: thirty.beforeEach,
  play: async () => {
    const dialog = within(page().getByRole('dialog', { name: QUICK_SEARCH_TEXTS.title }));
    await userEvent.type(dialog.getByRole('searchbox'), 'walker');
    const matches = await dialog.findByRole('list', { name: QUICK_SEARCH_TEXTS.matches });
    const links = within(matches).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[0]).toHaveAttribute('href', '/build-viewer/b00001');
    await expect(links[0]).toHaveTextContent('Dune Walker 1');
    await expect(links[0]).toHaveTextContent('by Stilgar · 3 likes');
    // One request for the whole word, sorted by best match, five builds.
    await expect(thirty.stub.seen).toHaveLength(1);
    const [query] = thirty.stub.seen;
    await expect(query?.get('q')).toBe('walker');
    await expect(query?.get('sortBy')).toBe('relevance');
    await expect(query?.get('limit')).toBe('5');

    await userEvent.keyboard('{ArrowDown}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(links[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(dialog.getByRole('searchbox')).toHaveFocus();
  },
};

const chosen = servePublicBuilds(manyBuilds(30));
/** Choosing a match closes the search and opens the build. */
export const ChoosingAMatch: Story = {
  beforeEach: chosen.beforeEach,
  play: async ({ canvasElement, args }) => {
    const dialog = within(page().getByRole('dialog', { name: QUICK_SEARCH_TEXTS.title }));
    await userEvent.type(dialog.getByRole('searchbox'), 'walker 2');
    const match = await dialog.findByRole('link', { name: /Dune Walker 2\b/ });
    await userEvent.click(match);
    await expect(args.onClose).toHaveBeenCalled();
    await expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent(
      '/build-viewer/b00002',
    );
  },
};

const submitted = servePublicBuilds(manyBuilds(30));
/** Enter in the box opens the community list with the search. */
export const EnterSeesAll: Story = {
  beforeEach: submitted.beforeEach,
  play: async ({ canvasElement, args }) => {
    const dialog = within(page().getByRole('dialog', { name: QUICK_SEARCH_TEXTS.title }));
    await userEvent.type(dialog.getByRole('searchbox'), 'dune walker{Enter}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent(
      '/community-builds?q=dune+walker',
    );
  },
};

/** While the matches load. */
export const Loading: Story = {
  beforeEach: servePublicBuilds(manyBuilds(30), { 1: 'pending' }).beforeEach,
  play: async () => {
    const dialog = within(page().getByRole('dialog', { name: QUICK_SEARCH_TEXTS.title }));
    await userEvent.type(dialog.getByRole('searchbox'), 'walker');
    await expect(await dialog.findByText(QUICK_SEARCH_TEXTS.searching)).toBeVisible();
  },
};

/** No build matches. */
export const NoMatch: Story = {
  beforeEach: servePublicBuilds(manyBuilds(30)).beforeEach,
  play: async () => {
    const dialog = within(page().getByRole('dialog', { name: QUICK_SEARCH_TEXTS.title }));
    await userEvent.type(dialog.getByRole('searchbox'), 'sandworm');
    await expect(await dialog.findByText(COMMUNITY_TEXTS.empty)).toBeVisible();
  },
};

/** The server refused (too many searches): its message, after the list's prefix. */
export const Failed: Story = {
  beforeEach: servePublicBuilds(manyBuilds(30), {
    1: {
      status: 429,
      body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many searches.' },
    },
  }).beforeEach,
  play: async () => {
    const dialog = within(page().getByRole('dialog', { name: QUICK_SEARCH_TEXTS.title }));
    await userEvent.type(dialog.getByRole('searchbox'), 'walker');
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        `${COMMUNITY_TEXTS.errorPrefix}Too many searches.`,
      ),
    );
  },
};

/** On the narrowest phone: a bottom sheet, the matches readable, nothing off the side. */
export const Phone: Story = {
  beforeEach: servePublicBuilds(manyBuilds(30)).beforeEach,
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async () => {
    const dialog = page().getByRole('dialog', { name: QUICK_SEARCH_TEXTS.title });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'walker');
    await within(dialog).findByRole('list', { name: QUICK_SEARCH_TEXTS.matches });
    await expectPhoneLayout(dialog);
  },
};
