import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_TEXTS } from '../../../src/api/contract/notificationsTexts';
import AuthorPage from '../../../src/community/author/AuthorPage';
import { expectPhoneLayout, PHONE, storyUser, withNarrowPhone } from '../../account/fixtures';
import { followCalls, serveFollows } from '../../builds/follow/fixtures';
import { withPageFrame } from '../../fixtures/decorators';
import { TIME_ZONE } from '../fixtures';
import { summary } from '../../collections/fixtures';
import { type AuthorStub, buildsBy, CHANI, NEWCOMER, stubAuthorApi } from './fixtures';

/**
 * The routed /user/:username page over a stand-in for `GET /api/users/{username}`,
 * `GET /api/public-builds?author=…` (see fixtures.ts) and the Follow button's calls
 * (../../builds/follow/fixtures.ts): the page's own request code runs, the network is never asked.
 */

/** Chani's followers, and who the follow stand-in takes the asker for. */
interface FollowSetup {
  asker?: string;
  followers?: number;
}

/** The stand-ins of one story; what they were asked. */
function serve(overrides: Partial<Omit<AuthorStub, 'seen'>> = {}, follow: FollowSetup = {}) {
  const stub: AuthorStub = {
    authors: [CHANI, NEWCOMER],
    builds: [...buildsBy('Chani', 15), ...buildsBy('Stilgar', 4)],
    ...overrides,
    seen: [],
  };
  const follows = serveFollows(
    () => ({
      '/api/users/chani/follow': {
        owner: 'Chani',
        followers: follow.followers ?? 0,
        following: false,
      },
      '/api/users/paul/follow': { owner: 'Paul', followers: 0, following: false },
    }),
    { asker: follow.asker ?? null },
  );
  return {
    stub,
    follows: follows.stub,
    beforeEach: () => {
      stub.seen.length = 0;
      const restoreAuthor = stubAuthorApi(stub);
      const restoreFollows = follows.beforeEach();
      return () => {
        restoreFollows();
        restoreAuthor();
      };
    },
  };
}

/** The author's list requests' queries, in order. */
function listQueries(stub: AuthorStub): URLSearchParams[] {
  return stub.seen
    .filter((url) => url.pathname === '/api/public-builds')
    .map((url) => url.searchParams);
}

const meta = {
  title: 'Community/Author/AuthorPage',
  component: AuthorPage,
  decorators: [withPageFrame],
  args: { timeZone: TIME_ZONE },
  parameters: { router: { path: '/user/:username', initialEntry: '/user/chani' } },
} satisfies Meta<typeof AuthorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const full = serve();
/**
 * An author with 15 Public builds, reached as /user/chani: the name as the account spells it,
 * the join date, likes and build count; 12 cards, the last 3 as the last card scrolls into view,
 * then the end of the list. Only Chani's builds are asked for, most recently updated first.
 */
export const Full: Story = {
  beforeEach: full.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chani' })).toBeVisible();
    await expect(canvas.getByText('Joined Mar 14, 2026')).toBeVisible();
    await expect(canvas.getByText('360 likes')).toBeVisible();
    await expect(canvas.getByText('15 public builds')).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Chani');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    await waitFor(async () => {
      canvas.getAllByRole('article').at(-1)?.scrollIntoView({ block: 'end' });
      await expect(canvas.getByText("You've reached the end of the list.")).toBeVisible();
    });
    await expect(canvas.getAllByRole('article')).toHaveLength(15);
    for (const link of canvas.getAllByRole('link', { name: 'Chani' })) {
      await expect(link).toHaveAttribute('href', '/user/Chani');
    }
    const queries = listQueries(full.stub);
    await expect(queries.map((query) => query.get('page'))).toEqual(['1', '2']);
    await expect(queries[0]?.get('author')).toBe('chani');
    await expect(queries[0]?.get('sortBy')).toBe('updated_at');
    await expect(queries[0]?.get('sharing')).toBe('Public');
  },
};

const slowProfile = serve({ profile: 'pending' });
/** While the profile is on its way: the spinner, titled 'Author'. */
export const Loading: Story = {
  beforeEach: slowProfile.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(document.title).toBe('Arrakis Planner | Author');
  },
};

const slowList = serve({ list: 'pending' });
/** The profile came, the builds did not yet: the header and 'Loading builds...'. */
export const LoadingBuilds: Story = {
  beforeEach: slowList.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chani' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading builds...' })).toBeVisible();
  },
};

const unknown = serve();
/** An unknown or deleted account: 'User not found.' and the way back to the community list. */
export const NotFound: Story = {
  beforeEach: unknown.beforeEach,
  parameters: { router: { path: '/user/:username', initialEntry: '/user/Nobody' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'User not found.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Community Builds' })).toHaveAttribute(
      'href',
      '/community-builds',
    );
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(document.title).toBe('Arrakis Planner | User Not Found');
  },
};

const newcomer = serve();
/** An author with nothing Public: '{username} has no public builds yet.', no end-of-list line. */
export const Empty: Story = {
  beforeEach: newcomer.beforeEach,
  parameters: { router: { path: '/user/:username', initialEntry: '/user/Paul' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Paul has no public builds yet.')).toBeVisible();
    await expect(canvas.getByText('0 likes')).toBeVisible();
    await expect(canvas.getByText('0 public builds')).toBeVisible();
    await expect(canvas.queryByText('No public builds found matching your criteria.')).toBeNull();
    await expect(canvas.queryByText("You've reached the end of the list.")).toBeNull();
  },
};

const brokenProfile = serve({
  profile: { status: 500, body: { message: 'The database is asleep.' } },
});
/** The profile cannot be read: the server's reason, no builds. */
export const ProfileError: Story = {
  beforeEach: brokenProfile.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The database is asleep.');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

const brokenList = serve({ list: { status: 500, body: { message: 'The database is asleep.' } } });
/** The builds cannot be read: the header stays, 'Error loading builds: {reason}' below it. */
export const BuildsError: Story = {
  beforeEach: brokenList.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Error loading builds: The database is asleep.',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chani' })).toBeVisible();
  },
};

const onPhone = serve();
/** On the narrowest phone: one column of cards, nothing runs off the side, 44px targets. */
export const Phone: Story = {
  beforeEach: onPhone.beforeEach,
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chani' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(1));
    const [first, second] = canvas.getAllByRole('article');
    if (!first || !second) throw new Error('Two cards expected.');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
    await expectPhoneLayout(canvasElement);
  },
};

const withCollections = serve({
  collections: [
    summary({ build_count: 30 }),
    summary({ id: 'nightRaids01', name: 'Night raids', description: '', build_count: 1 }),
    summary({ id: 'stilgarOwn01', name: 'Not hers', username: 'Stilgar' }),
  ],
});
/**
 * Under the builds, the author's Public collections: asked only once the section comes near
 * the screen, each with its count and a link to its page.
 */
export const Collections: Story = {
  beforeEach: withCollections.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Collections' });
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
    await waitFor(async () => {
      heading.scrollIntoView({ block: 'end' });
      await expect(canvas.getByRole('list', { name: "Chani's collections" })).toBeVisible();
    });
    const list = within(canvas.getByRole('list', { name: "Chani's collections" }));
    await expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dust runners',
      'Night raids',
    ]);
    await expect(list.getByRole('link', { name: 'Night raids' })).toHaveAttribute(
      'href',
      '/collection/nightRaids01',
    );
    await expect(list.getByText('30 builds')).toBeVisible();
    await expect(list.getByText('1 build')).toBeVisible();
    const asked = withCollections.stub.seen.filter((url) => url.pathname.endsWith('/collections'));
    await expect(asked.map((url) => url.pathname)).toEqual(['/api/users/Chani/collections']);
  },
};

const noCollections = serve();
/** An author without Public collections: '{username} has no public collections yet.' */
export const NoCollections: Story = {
  beforeEach: noCollections.beforeEach,
  parameters: { router: { path: '/user/:username', initialEntry: '/user/Paul' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Paul has no public collections yet.')).toBeVisible();
  },
};

const FOLLOW_PATH = '/api/users/Chani/follow';

const visitorFollow = serve({}, { followers: 12 });
/**
 * A visitor: Follow under the author's facts with how many follow them; pressing it says
 * following needs an account, with the way to log in, and changes nothing.
 */
export const FollowAsVisitor: Story = {
  beforeEach: visitorFollow.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Follow Chani (12 followers)' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAttribute('title', NOTIFICATION_TEXTS.followAuthor('Chani'));
    await userEvent.click(button);
    const note = canvas.getByRole('status', { name: '' });
    await expect(note).toHaveTextContent(NOTIFICATION_TEXTS.loginToFollow);
    await expect(within(note).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(followCalls(visitorFollow.follows)).toEqual([`GET ${FOLLOW_PATH}`]);
  },
};

const playerFollow = serve({}, { asker: 'Stilgar', followers: 12 });
/** A player follows the author: the button is pressed, reads Following, and the count grows. */
export const FollowAsPlayer: Story = {
  beforeEach: playerFollow.beforeEach,
  parameters: { session: storyUser },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Follow Chani (12 followers)' }),
    );
    const pressed = await canvas.findByRole('button', {
      name: 'Following Chani (13 followers)',
      pressed: true,
    });
    await expect(pressed).toHaveAttribute('title', NOTIFICATION_TEXTS.unfollowAuthor('Chani'));
    await expect(followCalls(playerFollow.follows)).toEqual([
      `GET ${FOLLOW_PATH}`,
      `PUT ${FOLLOW_PATH}`,
    ]);
  },
};

const ownPage = serve({}, { asker: 'Chani', followers: 12 });
/** The author on their own page: no Follow button, and nothing asked about following. */
export const OwnPage: Story = {
  beforeEach: ownPage.beforeEach,
  parameters: { session: { ...storyUser, username: 'Chani' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chani' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
    await expect(canvas.queryByTestId('follow-button')).toBeNull();
    await expect(ownPage.follows.seen).toEqual([]);
  },
};
