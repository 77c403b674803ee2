import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { COLLECTION_TEXTS } from '../../src/api/contract/collectionsTexts';
import CollectionPage, { dataKeys } from '../../src/collections/CollectionPage';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../account/fixtures';
import { TIME_ZONE } from '../community/fixtures';
import { withPageFrame } from '../fixtures/decorators';
import {
  callsOf,
  CHANI_FAVOURITES,
  CHANI_USER,
  DUST_RUNNERS,
  EMPTY_SHELF,
  SECRET_STASH,
  serveCollections,
  stored,
  visitorPage,
} from './fixtures';
import { manyBuilds } from '../community/fixtures';

/**
 * The routed /collection/:id page over a stand-in for the collection calls (see fixtures.ts):
 * the page's own request code runs, the network is never asked. A visitor reads; its owner
 * (the session Chani) edits, arranges and deletes.
 */

const everything = () => [DUST_RUNNERS(), CHANI_FAVOURITES(), SECRET_STASH(), EMPTY_SHELF()];

/** The story router at one collection. */
const at = (id: string) => ({
  router: { path: '/collection/:id', initialEntry: `/collection/${id}` },
});

/** The titles of the cards in order. */
function cardTitles(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

/** The arrange group of the build titled `title`. */
function arrangeOf(canvasElement: HTMLElement, title: string): HTMLElement {
  return within(canvasElement).getByRole('group', { name: `Arrange ${title}` });
}

/** Where the story's router is now. */
function location(canvasElement: HTMLElement): string {
  return within(canvasElement).getByTestId('story-location').textContent;
}

const meta = {
  title: 'Collections/CollectionPage',
  component: CollectionPage,
  decorators: [withPageFrame],
  args: { timeZone: TIME_ZONE },
  parameters: at('dustRunners1'),
} satisfies Meta<typeof CollectionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const visitor = serveCollections(everything);
/**
 * A visitor on a Public collection: its name, owner (to their page), count, listing and
 * description with its line break kept; 24 cards, 'Load more' reads the last 6; no owner tools.
 */
export const Visitor: Story = {
  beforeEach: visitor.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dust runners' }),
    ).toBeVisible();
    const header = within(
      canvas.getByRole('heading', { level: 1 }).closest('header') as HTMLElement,
    );
    await expect(header.getByRole('link', { name: 'Chani' })).toHaveAttribute(
      'href',
      '/user/Chani',
    );
    await expect(header.getByText('30 builds')).toBeVisible();
    await expect(header.getByText('Public')).toBeVisible();
    const description = canvas.getByText(/Fast builds for crossing open sand/);
    await expect(description.textContent).toBe(
      'Fast builds for crossing open sand.\nNone of them stops for a worm.',
    );
    await expect(getComputedStyle(description).whiteSpace).toBe('pre-line');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(24));
    await expect(document.title).toBe('Arrakis Planner | Dust runners');
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Move up' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(30));
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expect(callsOf(visitor.stub, 'GET')).toEqual([
      '/api/collections/dustRunners1?page=1',
      '/api/collections/dustRunners1?page=2',
    ]);
  },
};

const slow = serveCollections(everything, { page: 'pending' });
/** While the collection is on its way: the spinner, titled 'Collection'. */
export const Loading: Story = {
  beforeEach: slow.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading collection…' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(document.title).toBe('Arrakis Planner | Collection');
  },
};

const unknown = serveCollections(everything);
/** An unknown collection: 'Collection not found.' and the way to the community's builds. */
export const NotFound: Story = {
  beforeEach: unknown.beforeEach,
  parameters: at('nothingHere1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: COLLECTION_TEXTS.notFound }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Community Builds' })).toHaveAttribute(
      'href',
      '/community-builds',
    );
    await expect(document.title).toBe('Arrakis Planner | Collection Not Found');
  },
};

const privateToVisitor = serveCollections(everything);
/** A Private collection seen by anyone but its owner reads exactly as an unknown one. */
export const PrivateToVisitor: Story = {
  beforeEach: privateToVisitor.beforeEach,
  parameters: { ...at('secretStash1'), session: { ...CHANI_USER, username: 'Stilgar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: COLLECTION_TEXTS.notFound }),
    ).toBeVisible();
    await expect(canvas.queryByText('Secret stash')).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

const broken = serveCollections(everything, {
  page: { status: 500, body: { message: 'The database is asleep.' } },
});
/** The collection cannot be read: the server's reason. */
export const LoadFailed: Story = {
  beforeEach: broken.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The database is asleep.');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

const empty = serveCollections(everything);
/** A collection with nothing in it: 'No builds in this collection yet.' and where to find some. */
export const Empty: Story = {
  beforeEach: empty.beforeEach,
  parameters: at('emptyShelf01'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(COLLECTION_TEXTS.empty)).toBeVisible();
    await expect(canvas.getByText('0 builds')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

const owner = serveCollections(() => [stored({}, manyBuilds(5), 2)], { asker: 'Chani' });
/**
 * Its owner: Edit and Delete, each card's Move up, Move down and Remove (the first can't go up,
 * the last can't go down), and how many of its builds are no longer public.
 */
export const Owner: Story = {
  beforeEach: owner.beforeEach,
  parameters: { session: CHANI_USER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(canvas.getByText(COLLECTION_TEXTS.unavailable(2))).toBeVisible();
    const first = within(arrangeOf(canvasElement, 'Dune Walker 1'));
    await expect(first.getByRole('button', { name: 'Move up' })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Move down' })).toBeEnabled();
    const last = within(arrangeOf(canvasElement, 'Dune Walker 5'));
    await expect(last.getByRole('button', { name: 'Move down' })).toBeDisabled();
    await expect(last.getByRole('button', { name: 'Remove' })).toBeEnabled();
  },
};

const keyboard = serveCollections(() => [stored({}, manyBuilds(5))], { asker: 'Chani' });
/**
 * Reordering from the keyboard: Enter on Move down sends the build one place on, focus stays
 * on its control as the card moves, and the change is read out; at the top, focus goes to Move
 * down as Move up is disabled.
 */
export const OwnerMovesWithKeyboard: Story = {
  beforeEach: keyboard.beforeEach,
  parameters: { session: CHANI_USER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const down = within(await waitFor(() => arrangeOf(canvasElement, 'Dune Walker 1'))).getByRole(
      'button',
      { name: 'Move down' },
    );
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(cardTitles(canvasElement).slice(0, 3)).toEqual([
        'Dune Walker 2',
        'Dune Walker 1',
        'Dune Walker 3',
      ]),
    );
    await expect(down).toHaveFocus();
    await waitFor(() =>
      expect(canvas.getByText('Dune Walker 1 is now 2 of 5.')).toBeInTheDocument(),
    );
    const [move] = keyboard.stub.seen.filter((call) => call.method === 'PATCH');
    await expect(move?.url.pathname).toBe(
      '/api/collections/dustRunners1/builds/00000000-0000-4000-8000-000000000001',
    );
    await expect(move?.body).toEqual({ position: 1 });

    const up = within(arrangeOf(canvasElement, 'Dune Walker 1')).getByRole('button', {
      name: 'Move up',
    });
    await waitFor(() => expect(up).not.toHaveAttribute('aria-disabled'));
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cardTitles(canvasElement)[0]).toBe('Dune Walker 1'));
    await expect(up).toBeDisabled();
    await expect(
      within(arrangeOf(canvasElement, 'Dune Walker 1')).getByRole('button', { name: 'Move down' }),
    ).toHaveFocus();
  },
};

const removing = serveCollections(() => [stored({}, manyBuilds(3))], { asker: 'Chani' });
/** Remove takes the build out at once; focus goes to the next card's Remove; the count follows. */
export const OwnerRemovesBuild: Story = {
  beforeEach: removing.beforeEach,
  parameters: { session: CHANI_USER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 builds')).toBeVisible();
    await userEvent.click(
      within(arrangeOf(canvasElement, 'Dune Walker 1')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() =>
      expect(cardTitles(canvasElement)).toEqual(['Dune Walker 2', 'Dune Walker 3']),
    );
    await expect(
      within(arrangeOf(canvasElement, 'Dune Walker 2')).getByRole('button', { name: 'Remove' }),
    ).toHaveFocus();
    await expect(await canvas.findByText('2 builds')).toBeVisible();
    await expect(callsOf(removing.stub, 'DELETE')).toEqual([
      '/api/collections/dustRunners1/builds/00000000-0000-4000-8000-000000000001',
    ]);
  },
};

const lastOne = serveCollections(() => [stored({}, manyBuilds(1))], { asker: 'Chani' });
/** Removing the last build: the empty line, which takes the focus. */
export const OwnerRemovesLastBuild: Story = {
  beforeEach: lastOne.beforeEach,
  parameters: { session: CHANI_USER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(await waitFor(() => arrangeOf(canvasElement, 'Dune Walker 1'))).getByRole('button', {
        name: 'Remove',
      }),
    );
    await expect(await canvas.findByText(COLLECTION_TEXTS.empty)).toHaveFocus();
    // The page is read again once the removal is answered.
    await waitFor(() => expect(callsOf(lastOne.stub, 'GET')).toHaveLength(2));
    await expect(await canvas.findByText('0 builds')).toBeVisible();
  },
};

const editing = serveCollections(everything, { asker: 'Chani' });
/**
 * Edit opens the form on the name; the changed fields are sent, the page shows the new name and
 * listing, and focus is back on Edit.
 */
export const OwnerEdits: Story = {
  beforeEach: editing.beforeEach,
  parameters: { session: CHANI_USER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'Sand runners');
    await userEvent.click(canvas.getByRole('radio', { name: /Private/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sand runners' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Name' })).toBeNull();
    await expect(canvas.getByText('Private', { selector: 'span' })).toBeVisible();
    const [patch] = editing.stub.seen.filter((call) => call.method === 'PATCH');
    await expect(patch?.body).toEqual({ name: 'Sand runners', sharing: 'Private' });
    await waitFor(() => expect(document.title).toBe('Arrakis Planner | Sand runners'));
  },
};

const refused = serveCollections(everything, { asker: 'Chani' });
/** A name the server refuses: its reason in the form, which keeps what was typed; a blank one is never sent. */
export const OwnerEditRefused: Story = {
  beforeEach: refused.beforeEach,
  parameters: { session: CHANI_USER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByText(COLLECTION_TEXTS.nameRequired)).toBeVisible();
    await expect(name).toHaveFocus();
    await expect(callsOf(refused.stub, 'PATCH')).toEqual([]);
    await userEvent.type(name, 'Worm bait');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(COLLECTION_TEXTS.flagged);
    await expect(name).toHaveValue('Worm bait');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dust runners' })).toBeVisible();
  },
};

const deleting = serveCollections(everything, { asker: 'Chani' });
/** Delete asks first (Cancel focused), then deletes and goes to My Collections. */
export const OwnerDeletes: Story = {
  beforeEach: deleting.beforeEach,
  parameters: { session: CHANI_USER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete “Dust runners”?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/collections'));
    await expect(callsOf(deleting.stub, 'DELETE')).toEqual(['/api/collections/dustRunners1']);
  },
};

const favourites = serveCollections(everything, { asker: 'Chani' });
/** The owner's Favourites: Private, its name fixed (read-only, saying why), no Delete. */
export const OwnerFavourites: Story = {
  beforeEach: favourites.beforeEach,
  parameters: { ...at('favourites01'), session: CHANI_USER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Favourites' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('readonly');
    await expect(name).toHaveAccessibleDescription(COLLECTION_TEXTS.favouritesFixed);
  },
};

/** The page's served answer for `collection`, as the server sends it with the HTML. */
function withServedPage(make: () => ReturnType<typeof DUST_RUNNERS>): Decorator {
  const collection = make();
  const fallback = Object.fromEntries(
    dataKeys({ id: collection.summary.id }, new URLSearchParams()).map((key) => [
      key,
      visitorPage(collection),
    ]),
  );
  return (Story) => (
    <SWRConfig value={{ fallback }}>
      <Story />
    </SWRConfig>
  );
}

const served = serveCollections(everything);
/** Sent with its first page: a visitor sees the cards without a request for them. */
export const ServedToVisitor: Story = {
  beforeEach: served.beforeEach,
  decorators: [withServedPage(DUST_RUNNERS)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dust runners' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
    await expect(served.stub.seen).toEqual([]);
  },
};

const servedOwner = serveCollections(everything, { asker: 'Chani' });
/** Served to its owner: the visitor's page at once, then their own reading brings the tools. */
export const ServedToOwner: Story = {
  beforeEach: servedOwner.beforeEach,
  decorators: [withServedPage(DUST_RUNNERS)],
  parameters: { session: CHANI_USER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dust runners' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
    await expect(await canvas.findByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(callsOf(servedOwner.stub, 'GET')).toEqual([
      '/api/collections/dustRunners1?page=1',
    ]);
  },
};

const phone = serveCollections(everything, { asker: 'Chani' });
/** Its owner on the narrowest phone: one column, nothing runs off the side, 44px targets. */
export const OwnerPhone: Story = {
  beforeEach: phone.beforeEach,
  globals: PHONE,
  decorators: [withNarrowPhone],
  parameters: { session: CHANI_USER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(1));
    const [first, second] = canvas.getAllByRole('article');
    if (!first || !second) throw new Error('Two cards expected.');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
    await expectPhoneLayout(canvasElement);
  },
};

const visitorPhone = serveCollections(everything);
/** A visitor on the narrowest phone. */
export const VisitorPhone: Story = {
  beforeEach: visitorPhone.beforeEach,
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(24));
    await expectPhoneLayout(canvasElement);
  },
};
