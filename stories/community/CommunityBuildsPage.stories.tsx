import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import CommunityBuildsPage, { dataKeys } from '../../src/community/CommunityBuildsPage';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../account/fixtures';
import { withPageFrame } from '../fixtures/decorators';
import {
  answerPage,
  manyBuilds,
  type PublicBuildsStub,
  servePublicBuilds,
  TAGGED_BUILD,
  UNTAGGED_BUILD,
  loadStoryPatches,
  loadStorySkills,
  storySkill,
} from './fixtures';
import { unknownPatchNotice } from '../../src/community/CommunityFiltersPanel';

/**
 * The routed /community-builds page over a stand-in for `GET /api/public-builds` (see
 * fixtures.ts): the page's own request code runs, the network is never asked.
 */

/** The address the story's router is at now. */
function location(canvasElement: HTMLElement): string {
  return within(canvasElement).getByTestId('story-location').textContent;
}

/** The query of the latest request. */
function lastRequest(stub: PublicBuildsStub): URLSearchParams {
  const last = stub.seen.at(-1);
  if (!last) throw new Error('No request was made.');
  return last;
}

/** Brings the list's last card into view (the next page loads). */
async function scrollToLastCard(canvasElement: HTMLElement): Promise<void> {
  const cards = within(canvasElement).getAllByRole('article');
  cards.at(-1)?.scrollIntoView({ block: 'end' });
  await Promise.resolve();
}

const meta = {
  title: 'Community/CommunityBuildsPage',
  component: CommunityBuildsPage,
  decorators: [withPageFrame],
  args: { loadPatches: loadStoryPatches, loadSkills: loadStorySkills },
  parameters: { router: { path: '/community-builds', initialEntry: '/community-builds' } },
} satisfies Meta<typeof CommunityBuildsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const thirty = servePublicBuilds(manyBuilds(30));
/**
 * 30 builds: 12 cards, then 12 more and the last 6 as the last card scrolls into view, then
 * "You've reached the end of the list."; the page's title and the filters shown cleared.
 */
export const Full: Story = {
  beforeEach: thirty.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Community Builds' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    await expect(document.title).toBe('Arrakis Planner | Community Builds');
    await expect(canvas.getByRole('combobox', { name: 'Main Tag' })).toHaveValue('');
    for (const name of ['Main Tag', 'Type Tag', 'Class']) {
      await expect(canvas.getByRole('combobox', { name })).toHaveDisplayValue('All');
    }
    await expect(canvas.queryByText("You've reached the end of the list.")).toBeNull();
    await waitFor(async () => {
      await scrollToLastCard(canvasElement);
      await expect(canvas.getByText("You've reached the end of the list.")).toBeVisible();
    });
    await expect(canvas.getAllByRole('article')).toHaveLength(30);
    await expect(thirty.stub.seen.map((query) => query.get('page'))).toEqual(['1', '2', '3']);
    const first = lastRequest(thirty.stub);
    await expect(first.get('limit')).toBe('12');
    await expect(first.get('sharing')).toBe('Public');
    await expect(first.get('sortOrder')).toBe('desc');
  },
};

/**
 * Renders the page at `address` with the API's answers to its data keys as its served answers,
 * as the server sends it, read from `builds`.
 */
function withServedAnswers(address: string, builds: PublicBuildsStub['builds']): Decorator {
  const fallback = Object.fromEntries(
    dataKeys({}, new URLSearchParams(address)).map((key) => [
      key,
      answerPage(builds, new URL(key, window.location.origin).searchParams),
    ]),
  );
  return (Story) => (
    <SWRConfig value={{ fallback }}>
      <Story />
    </SWRConfig>
  );
}

const servedThirty = servePublicBuilds(manyBuilds(30));
/**
 * Sent with its first page (its served answer): 12 cards without a request; the next page is
 * asked for as the last card scrolls into view, the first is not asked again.
 */
export const ServedFirstPage: Story = {
  beforeEach: servedThirty.beforeEach,
  decorators: [withServedAnswers('', servedThirty.stub.builds)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    await expect(servedThirty.stub.seen).toHaveLength(0);
    await waitFor(async () => {
      await scrollToLastCard(canvasElement);
      await expect(canvas.getAllByRole('article')).toHaveLength(24);
    });
    await expect(servedThirty.stub.seen.map((query) => query.get('page'))).toEqual(['2']);
  },
};

const slowFirst = servePublicBuilds(manyBuilds(30), { 1: 'pending' });
/** While the first page is on its way: 'Loading builds...'. */
export const Loading: Story = {
  beforeEach: slowFirst.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading builds...' })).toBeVisible();
    await expect(canvas.getByText('Loading builds...')).toBeVisible();
  },
};

const slowSecond = servePublicBuilds(manyBuilds(30), { 2: 'pending' });
/** The second page on its way: the first 12 cards stay, with 'Loading more builds...'. */
export const LoadingMore: Story = {
  beforeEach: slowSecond.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    await scrollToLastCard(canvasElement);
    await waitFor(() => expect(canvas.getByText('Loading more builds...')).toBeVisible());
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
  },
};

const none = servePublicBuilds([]);
/** Nothing matches: the spec's sentence, no end-of-list line. */
export const Empty: Story = {
  beforeEach: none.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No public builds found matching your criteria.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByText("You've reached the end of the list.")).toBeNull();
  },
};

const two = servePublicBuilds([TAGGED_BUILD, UNTAGGED_BUILD]);
/** One short page: its cards and at once "You've reached the end of the list.". */
export const End: Story = {
  beforeEach: two.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("You've reached the end of the list.")).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('article', { name: 'Sandrider Sniper' })).toBeVisible();
    await expect(two.stub.seen).toHaveLength(1);
  },
};

const serverSays = servePublicBuilds([], {
  1: { status: 500, body: { message: 'The database is asleep.' } },
});
/** A failure with the server's message: 'Error loading builds: {message}'. */
export const ErrorWithServerMessage: Story = {
  beforeEach: serverSays.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error loading builds: The database is asleep.',
    );
  },
};

const plainText = servePublicBuilds([], { 1: { status: 503, body: 'Service Unavailable' } });
/** A failure answered in plain text: the text. */
export const ErrorWithText: Story = {
  beforeEach: plainText.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error loading builds: Service Unavailable',
    );
  },
};

const silent = servePublicBuilds([], { 1: { status: 502, body: '' } });
/** A failure with nothing to say: 'Failed to fetch builds. Status: {code}'. */
export const ErrorWithStatus: Story = {
  beforeEach: silent.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error loading builds: Failed to fetch builds. Status: 502',
    );
  },
};

const badShape = servePublicBuilds([], { 1: { status: 200, body: { builds: [] } } });
/** An answer that is not a page of cards: 'Received unexpected data structure from server.' */
export const ErrorWithUnexpectedData: Story = {
  beforeEach: badShape.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error loading builds: Received unexpected data structure from server.',
    );
  },
};

const secondFails = servePublicBuilds(manyBuilds(30), {
  2: { status: 500, body: { message: 'The database is asleep.' } },
});
/** A later page fails: the cards read stay, the error shows under them, nothing loops. */
export const ErrorLoadingMore: Story = {
  beforeEach: secondFails.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    await scrollToLastCard(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Error loading builds: The database is asleep.',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    await expect(secondFails.stub.seen).toHaveLength(2);
  },
};

const filtering = servePublicBuilds(manyBuilds(30));
/**
 * Each filter goes into the address and the request: a main tag, a type tag, a class, both sort
 * boxes (likes first, then newest) and a search once typing pauses; the notes are shown;
 * Clear Filters empties the address and every control.
 */
export const FiltersUpdateTheAddress: Story = {
  beforeEach: filtering.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    await expect(
      canvas.getByText('Selecting both prioritises likes first, then newest.'),
    ).toBeVisible();
    await expect(canvas.getByText('A more advanced search is in development.')).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Main Tag' }), 'Sniper');
    await expect(location(canvasElement)).toBe('/community-builds?mainTag=Sniper');
    await waitFor(() => expect(lastRequest(filtering.stub).get('mainTag')).toBe('Sniper'));
    await expect(await canvas.findByRole('article', { name: 'Dune Walker 4' })).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Main Tag' }), 'All');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Type Tag' }),
      'Leveling Build',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Class' }), 'Mentat');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Most Likes' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Newest Builds' }));
    await expect(location(canvasElement)).toBe(
      '/community-builds?typeTag=Leveling+Build&class=mentat&mostLikes=1&newest=1',
    );
    await waitFor(async () => {
      const query = lastRequest(filtering.stub);
      await expect(query.get('sortBy')).toBe('likes_updated_at');
      await expect(query.get('typeTag')).toBe('Leveling Build');
      await expect(query.get('class')).toBe('mentat');
      await expect(query.has('mainTag')).toBe(false);
    });

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search builds' }), 'walker 6');
    await waitFor(() =>
      expect(location(canvasElement)).toBe(
        '/community-builds?typeTag=Leveling+Build&class=mentat&q=walker+6&mostLikes=1&newest=1',
      ),
    );
    await waitFor(() => expect(lastRequest(filtering.stub).get('q')).toBe('walker 6'));
    // The search asks once, after typing paused, not once a letter.
    await expect(filtering.stub.seen.filter((query) => query.has('q'))).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(location(canvasElement)).toBe('/community-builds');
    await expect(canvas.getByRole('combobox', { name: 'Type Tag' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Class' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Most Likes' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Newest Builds' })).not.toBeChecked();
    await expect(canvas.getByRole('searchbox', { name: 'Search builds' })).toHaveValue('');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
  },
};

const shared = servePublicBuilds(manyBuilds(30));
/** A shared filtered link: its filters are shown and asked for from the first request. */
export const SharedFilteredLink: Story = {
  beforeEach: shared.beforeEach,
  parameters: {
    router: {
      path: '/community-builds',
      initialEntry: '/community-builds?class=planetologist&mostLikes=1&q=walker',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Class' })).toHaveValue('planetologist');
    await expect(canvas.getByRole('checkbox', { name: 'Most Likes' })).toBeChecked();
    await expect(canvas.getByRole('searchbox', { name: 'Search builds' })).toHaveValue('walker');
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
    const first = shared.stub.seen[0];
    await expect(first?.get('class')).toBe('planetologist');
    await expect(first?.get('sortBy')).toBe('likes');
    await expect(first?.get('q')).toBe('walker');
  },
};

const hostile = servePublicBuilds(manyBuilds(30));
/** An address with values that are not filters: they are ignored and shown cleared. */
export const InvalidAddressValues: Story = {
  beforeEach: hostile.beforeEach,
  parameters: {
    router: {
      path: '/community-builds',
      initialEntry: '/community-builds?mainTag=%3Cscript%3E&typeTag=Any&class=Fremen&newest=yes',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    await expect(canvas.getByRole('combobox', { name: 'Main Tag' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Type Tag' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Class' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Newest Builds' })).not.toBeChecked();
    const first = hostile.stub.seen[0];
    for (const name of ['mainTag', 'typeTag', 'class', 'q']) {
      await expect(first?.has(name)).toBe(false);
    }
  },
};

const onPhone = servePublicBuilds(manyBuilds(30));
/** On the narrowest phone: one column, nothing runs off the side, 44px targets. */
export const Phone: Story = {
  beforeEach: onPhone.beforeEach,
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
    const [first, second] = canvas.getAllByRole('article');
    if (!first || !second) throw new Error('Two cards expected.');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
    await expectPhoneLayout(canvasElement);
  },
};

const statuses = servePublicBuilds(manyBuilds(30));
/**
 * Only builds valid on the current version: every card then says "valid on 1.5.3.6" (the others
 * say "needs attention"); "Updated since" a patch narrows the list; both live in the address.
 */
export const StatusFilters: Story = {
  beforeEach: statuses.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    await expect(canvas.getAllByText('needs attention').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only builds valid on 1.5.3.6' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/community-builds?valid=1'));
    await waitFor(() => expect(lastRequest(statuses.stub).get('valid')).toBe('1'));
    await waitFor(() => expect(canvas.getAllByText('valid on 1.5.3.6')).toHaveLength(12));
    await expect(canvas.queryAllByText('needs attention')).toHaveLength(0);

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Updated since' }),
      '1.5.3.6 (2026-10-06)',
    );
    await waitFor(() =>
      expect(location(canvasElement)).toBe('/community-builds?valid=1&since=1.5.3.6'),
    );
    await waitFor(() => expect(lastRequest(statuses.stub).get('since')).toBe('1.5.3.6'));
  },
};

const unknownPatch = servePublicBuilds(manyBuilds(30));
/**
 * A link naming a patch the data does not date: cleared from the address, with a notice, and
 * never asked for.
 */
export const UnknownPatchInAddress: Story = {
  beforeEach: unknownPatch.beforeEach,
  parameters: {
    router: { path: '/community-builds', initialEntry: '/community-builds?since=9.9&valid=1' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(unknownPatchNotice('9.9'))).toBeVisible());
    await waitFor(() => expect(location(canvasElement)).toBe('/community-builds?valid=1'));
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
    // Not even the first request named it: the server answers an undated patch with a 400.
    await expect(unknownPatch.stub.seen.filter((request) => request.has('since'))).toEqual([]);
    await expect(
      canvas.getByRole('checkbox', { name: 'Only builds valid on 1.5.3.6' }),
    ).toBeChecked();
  },
};

const holding = servePublicBuilds(manyBuilds(30));
const rangedDamage = storySkill('Ranged Damage');
/**
 * The filters on what builds hold: "With a guide", "With a leveling plan" and a skill taken at
 * a level or higher, each in the address and the request; removing the skill drops it.
 */
export const ContentFilters: Story = {
  beforeEach: holding.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'With a guide' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'With a leveling plan' }));
    // The skills load when the player points at the filter.
    const add = canvas.getByRole('combobox', { name: 'Add a skill' });
    await expect(within(add).getAllByRole('option')).toHaveLength(1);
    await userEvent.hover(add);
    await waitFor(() => expect(within(add).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(add, String(rangedDamage.id));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Level of Ranged Damage' }),
      'Level 3',
    );
    const address = `/community-builds?guide=1&plan=1&skills=${rangedDamage.id}-3`;
    await waitFor(() => expect(location(canvasElement)).toBe(address));
    await waitFor(async () => {
      const query = lastRequest(holding.stub);
      await expect(query.get('guide')).toBe('1');
      await expect(query.get('plan')).toBe('1');
      await expect(query.get('skills')).toBe(`${rangedDamage.id}-3`);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ranged Damage' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/community-builds?guide=1&plan=1'));
    // That list was read before the skill was added: it shows again without asking.
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
  },
};

const unknownSkill = servePublicBuilds(manyBuilds(30));
/**
 * A link naming a skill the game data does not have, beside one it has: the unknown one is
 * dropped from the address with a notice, the known one kept and shown by name.
 */
export const UnknownSkillInAddress: Story = {
  beforeEach: unknownSkill.beforeEach,
  parameters: {
    router: {
      path: '/community-builds',
      initialEntry: `/community-builds?skills=99999-1,${rangedDamage.id}-2`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'A skill of this link is not in the current game data',
      ),
    );
    await waitFor(() =>
      expect(location(canvasElement)).toBe(`/community-builds?skills=${rangedDamage.id}-2`),
    );
    await expect(
      canvas.getByRole('combobox', { name: 'Level of Ranged Damage' }),
    ).toHaveDisplayValue('Level 2+');
    await waitFor(() =>
      expect(lastRequest(unknownSkill.stub).get('skills')).toBe(`${rangedDamage.id}-2`),
    );
  },
};

const favouredFirst = servePublicBuilds(
  manyBuilds(6).map((build, index) => ({ ...build, favourites: 10 - index })),
);
/**
 * "Most favourited": ticked, the address says `favourites=1` and the list asks for the most
 * favourited first; ticking Most Likes then unticks it. Each card shows its favourites.
 */
export const MostFavourited: Story = {
  beforeEach: favouredFirst.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6));
    await expect(canvas.getByText('10 favourites')).toBeInTheDocument();
    const box = canvas.getByRole('checkbox', { name: 'Most favourited' });
    await userEvent.click(box);
    await expect(location(canvasElement)).toBe('/community-builds?favourites=1');
    await waitFor(() => expect(lastRequest(favouredFirst.stub).get('sortBy')).toBe('favourites'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Most Likes' }));
    await expect(box).not.toBeChecked();
    await expect(location(canvasElement)).toBe('/community-builds?mostLikes=1');
    // Most Likes is the list's first order too: its answer is the one already read.
    await expect(favouredFirst.stub.seen.map((query) => query.get('sortBy'))).toEqual([
      'likes',
      'favourites',
    ]);
  },
};
