import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COLLECTION_TEXTS } from '../../src/api/contract/collectionsTexts';
import {
  SAVE_TO_COLLECTION_TEXTS,
  SaveToCollectionDialog,
} from '../../src/viewer/SaveToCollectionDialog';
import type { FavouriteOutcome } from '../../src/viewer/useFavourite';
import { expectPhoneDialog } from '../planner/dialogs/fixtures/expectations';
import { PHONE } from '../account/fixtures';
import {
  fullShelf,
  LIST_CALL,
  serveCollections,
  storyCollection,
  storyFavourites,
} from './collectionsFixtures';
import { VIEWER_URL, withDesktopViewer } from './fixtures';

/**
 * "Save to collection" over a stand-in for the player's collections (no network): loading, a
 * failed read and its retry, none yet, several (tick adds, untick removes), a new collection
 * made with the build in it, refusals told in the dialog, the limit, and on a phone.
 */

const dialog = () =>
  within(within(document.body).getByRole('dialog', { name: COLLECTION_TEXTS.saveToCollection }));

/** Waits for the list to come. */
async function listShown() {
  return within(
    await within(document.body).findByRole('group', { name: SAVE_TO_COLLECTION_TEXTS.listLegend }),
  );
}

const added: FavouriteOutcome = { ok: true, message: COLLECTION_TEXTS.addedToFavourites };

const meta = {
  title: 'Viewer/SaveToCollectionDialog',
  component: SaveToCollectionDialog,
  decorators: [withDesktopViewer],
  args: {
    url: VIEWER_URL,
    title: 'Gravity Gunner',
    onClose: fn(),
    favourited: false,
    favouriteBusy: false,
    onFavourite: fn((_want: boolean) => Promise.resolve(added)),
  },
} satisfies Meta<typeof SaveToCollectionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const waiting = serveCollections({
  collections: () => [storyFavourites(false)],
  overrides: { list: ['pending'] },
});
/** While the list is on its way: the spinner says so; focus sits on Close meanwhile. */
export const Loading: Story = {
  beforeEach: waiting.beforeEach,
  play: async () => {
    await expect(
      dialog().getByRole('status', { name: SAVE_TO_COLLECTION_TEXTS.loading }),
    ).toBeVisible();
    await expect(dialog().getByText('Gravity Gunner')).toBeVisible();
    await expect(dialog().getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(waiting.store.seen).toEqual([LIST_CALL]);
  },
};

const failing = serveCollections({
  collections: () => [storyFavourites(false), storyCollection(1)],
  overrides: { list: [{ status: 500, message: 'The database is resting.' }] },
});
/** A failed read: the server's message and Try again, which reads the list again. */
export const LoadFailed: Story = {
  beforeEach: failing.beforeEach,
  play: async () => {
    await waitFor(() =>
      expect(dialog().getByRole('alert')).toHaveTextContent('The database is resting.'),
    );
    await userEvent.click(dialog().getByRole('button', { name: SAVE_TO_COLLECTION_TEXTS.retry }));
    const list = await listShown();
    await expect(list.getByRole('checkbox', { name: 'Raid night 1' })).not.toBeChecked();
    await expect(failing.store.seen).toEqual([LIST_CALL, LIST_CALL]);
  },
};

const offline = serveCollections({
  collections: () => [],
  overrides: { list: ['offline'] },
});
/** No answer at all: the call's own words. */
export const LoadOffline: Story = {
  beforeEach: offline.beforeEach,
  play: async () => {
    await waitFor(() =>
      expect(dialog().getByRole('alert')).toHaveTextContent(
        'Your collections could not be loaded. Please try again.',
      ),
    );
  },
};

const empty = serveCollections({ collections: () => [] });
/**
 * A player with no collection yet (not even Favourites): Favourites is offered all the same,
 * through the star, with the hint to make one; the name field starts empty, Private chosen.
 */
export const Empty: Story = {
  beforeEach: empty.beforeEach,
  play: async ({ args }) => {
    const list = await listShown();
    const favourites = list.getByRole('checkbox', { name: COLLECTION_TEXTS.favouritesName });
    await expect(list.getAllByRole('checkbox')).toHaveLength(1);
    await expect(dialog().getByText(SAVE_TO_COLLECTION_TEXTS.noOthers)).toBeVisible();
    await expect(dialog().getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(dialog().getByRole('radio', { name: 'Private' })).toBeChecked();
    await userEvent.click(favourites);
    await expect(args.onFavourite).toHaveBeenCalledWith(true);
    await waitFor(() =>
      expect(dialog().getByRole('status')).toHaveTextContent(COLLECTION_TEXTS.addedToFavourites),
    );
  },
};

const shelf = serveCollections({
  collections: () => [
    storyFavourites(true),
    storyCollection(1, { has_build: true, build_count: 5 }),
    storyCollection(2, { build_count: 1 }),
    storyCollection(3, { name: 'Deep Desert runs with a name long enough to wrap on a phone' }),
  ],
});
/**
 * Several collections, ticked where the build is, each with its listing and count: ticking adds
 * it (the count follows), unticking removes it, each told in the dialog; Done closes.
 */
export const Full: Story = {
  args: { favourited: true },
  beforeEach: shelf.beforeEach,
  play: async ({ args }) => {
    const list = await listShown();
    await expect(
      list.getAllByRole('checkbox').map((box) => box.getAttribute('aria-describedby') !== null),
    ).toEqual([true, true, true, true]);
    await expect(list.getByRole('checkbox', { name: 'Favourites' })).toBeChecked();
    const first = list.getByRole('checkbox', { name: 'Raid night 1' });
    const second = list.getByRole('checkbox', { name: 'Raid night 2' });
    await expect(first).toBeChecked();
    await expect(first).toHaveAccessibleDescription('Private 5 builds');
    await expect(second).not.toBeChecked();
    await expect(second).toHaveAccessibleDescription('Public 1 build');

    await userEvent.click(second);
    await expect(second).toBeDisabled();
    await waitFor(() => expect(second).toBeChecked());
    await expect(second).toBeEnabled();
    await expect(second).toHaveAccessibleDescription('Public 2 builds');
    await expect(dialog().getByRole('status')).toHaveTextContent(COLLECTION_TEXTS.added);

    await userEvent.click(first);
    await waitFor(() => expect(first).not.toBeChecked());
    await expect(first).toHaveAccessibleDescription('Private 4 builds');
    await expect(dialog().getByRole('status')).toHaveTextContent(COLLECTION_TEXTS.removed);
    await expect(shelf.store.seen).toEqual([
      LIST_CALL,
      `PUT /api/collections/${storyCollection(2).id}/builds/${VIEWER_URL}`,
      `DELETE /api/collections/${storyCollection(1).id}/builds/${VIEWER_URL}`,
    ]);
    await userEvent.click(dialog().getByRole('button', { name: SAVE_TO_COLLECTION_TEXTS.done }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

const making = serveCollections({
  collections: () => [storyFavourites(false), storyCollection(1)],
});
/**
 * A new collection: an empty name is refused on the spot; a name given, Public chosen, it is made
 * with the build in it, listed ticked, and the form is ready for another.
 */
export const CreateNew: Story = {
  beforeEach: making.beforeEach,
  play: async () => {
    await listShown();
    const name = dialog().getByRole('textbox', { name: 'Name' });
    const create = dialog().getByRole('button', { name: SAVE_TO_COLLECTION_TEXTS.create });
    await userEvent.type(name, '   ');
    await userEvent.click(create);
    await expect(name).toHaveAccessibleDescription(COLLECTION_TEXTS.nameRequired);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(making.store.seen).toEqual([LIST_CALL]);

    await userEvent.clear(name);
    await userEvent.type(name, 'Sietch defence');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog().getByRole('radio', { name: 'Public' }));
    await userEvent.click(create);
    const made = await dialog().findByRole('checkbox', { name: 'Sietch defence' });
    await waitFor(() => expect(made).toBeChecked());
    await expect(made).toHaveAccessibleDescription('Public 1 build');
    await expect(dialog().getByRole('status')).toHaveTextContent(
      `${COLLECTION_TEXTS.created} ${COLLECTION_TEXTS.added}`,
    );
    await expect(name).toHaveValue('');
    await expect(making.store.seen.slice(1)).toEqual([
      'POST /api/collections',
      `PUT /api/collections/${making.store.collections[2]?.id ?? ''}/builds/${VIEWER_URL}`,
    ]);
  },
};

const taken = serveCollections({
  collections: () => [storyFavourites(false), storyCollection(1)],
});
/** A name the player already uses: the server's reason under the field, the name kept. */
export const NameTaken: Story = {
  beforeEach: taken.beforeEach,
  play: async () => {
    await listShown();
    const name = dialog().getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Raid night 1');
    await userEvent.click(dialog().getByRole('button', { name: SAVE_TO_COLLECTION_TEXTS.create }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(COLLECTION_TEXTS.nameTaken));
    await expect(name).toHaveValue('Raid night 1');
    await expect(dialog().getAllByRole('checkbox')).toHaveLength(2);
  },
};

const refused = serveCollections({
  collections: () => [storyFavourites(false), storyCollection(1)],
  overrides: {
    add: [
      { status: 409, message: COLLECTION_TEXTS.full },
      { status: 409, message: COLLECTION_TEXTS.full },
    ],
  },
});
/**
 * A collection that is full: ticking it tells why and leaves it unticked; a collection made
 * whose add was refused is listed, unticked, with the reason.
 */
export const AddRefused: Story = {
  beforeEach: refused.beforeEach,
  play: async () => {
    const list = await listShown();
    const first = list.getByRole('checkbox', { name: 'Raid night 1' });
    await userEvent.click(first);
    await waitFor(() =>
      expect(dialog().getByRole('alert')).toHaveTextContent(COLLECTION_TEXTS.full),
    );
    await expect(first).not.toBeChecked();
    await expect(first).toBeEnabled();

    await userEvent.type(dialog().getByRole('textbox', { name: 'Name' }), 'Overflow');
    await userEvent.click(dialog().getByRole('button', { name: SAVE_TO_COLLECTION_TEXTS.create }));
    const made = await dialog().findByRole('checkbox', { name: 'Overflow' });
    await expect(made).not.toBeChecked();
    await expect(dialog().getByRole('alert')).toHaveTextContent(COLLECTION_TEXTS.full);
  },
};

const favouriteRefused = serveCollections({ collections: () => [storyFavourites(false)] });
/** Favourites refused through the star: its reason in the dialog, the box as it was. */
export const FavouriteRefused: Story = {
  args: {
    onFavourite: fn((_want: boolean) =>
      Promise.resolve<FavouriteOutcome>({ ok: false, message: COLLECTION_TEXTS.full }),
    ),
  },
  beforeEach: favouriteRefused.beforeEach,
  play: async () => {
    const list = await listShown();
    const favourites = list.getByRole('checkbox', { name: 'Favourites' });
    await userEvent.click(favourites);
    await waitFor(() =>
      expect(dialog().getByRole('alert')).toHaveTextContent(COLLECTION_TEXTS.full),
    );
    await expect(favourites).not.toBeChecked();
  },
};

const atLimit = serveCollections({ collections: () => [storyFavourites(true), ...fullShelf()] });
/** As many collections as an account may keep: no form, the limit said instead; the list scrolls. */
export const LimitReached: Story = {
  args: { favourited: true },
  beforeEach: atLimit.beforeEach,
  play: async () => {
    const list = await listShown();
    await expect(list.getAllByRole('checkbox')).toHaveLength(51);
    await expect(dialog().getByText(COLLECTION_TEXTS.limitReached)).toBeInTheDocument();
    await expect(dialog().queryByRole('textbox', { name: 'Name' })).toBeNull();
    await expect(
      dialog().getByRole('button', { name: SAVE_TO_COLLECTION_TEXTS.done }),
    ).toBeVisible();
  },
};

const phone = serveCollections({
  collections: () => [
    storyFavourites(true),
    storyCollection(1, { has_build: true }),
    storyCollection(3, { name: 'Deep Desert runs with a name long enough to wrap on a phone' }),
  ],
});
/** On a phone: a bottom sheet, every box, choice and button a 44px target. */
export const Phone: Story = {
  globals: PHONE,
  args: { favourited: true },
  beforeEach: phone.beforeEach,
  play: async () => {
    await listShown();
    await expectPhoneDialog(document.body, (d) => [
      ...d.getAllByRole('checkbox').map((box) => box.closest('label') as HTMLElement),
      ...d.getAllByRole('radio').map((radio) => radio.closest('label') as HTMLElement),
      d.getByRole('textbox', { name: 'Name' }),
    ]);
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
