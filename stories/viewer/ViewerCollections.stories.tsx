import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COLLECTION_TEXTS } from '../../src/api/contract/collectionsTexts';
import { SAVE_TO_COLLECTION_TEXTS } from '../../src/viewer/SaveToCollectionDialog';
import { ViewerCollections } from '../../src/viewer/ViewerCollections';
import { expectPhoneLayout, PHONE, storyUser } from '../account/fixtures';
import { toasts } from '../fixtures/toasts';
import {
  FAVOURITE_CALL,
  LIST_CALL,
  serveCollections,
  storyCollection,
  storyFavourites,
  UNFAVOURITE_CALL,
} from './collectionsFixtures';
import { VIEWER_URL, withDesktopViewer } from './fixtures';

/**
 * The viewer's Favourite star and "Save to collection" over a stand-in for the player's
 * collections (no network): a visitor, a player whose Favourites has the build or not, the star's
 * refusals, the dialog opened from the button, and on a phone.
 */

const star = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('favourite-button');

/** Waits for the one toast on screen to read `text`. */
async function expectToast(text: string): Promise<void> {
  await waitFor(async () => {
    const shown = toasts();
    await expect(shown).toHaveLength(1);
    await expect(shown[0]).toHaveTextContent(text);
  });
}

const meta = {
  title: 'Viewer/ViewerCollections',
  component: ViewerCollections,
  decorators: [
    (Story) => (
      <div className="flex flex-wrap items-center gap-3">
        <Story />
      </div>
    ),
    withDesktopViewer,
  ],
  args: { url: VIEWER_URL, title: 'Gravity Gunner', favourites: 3 },
  parameters: { session: storyUser },
} satisfies Meta<typeof ViewerCollections>;
export default meta;
type Story = StoryObj<typeof meta>;

const visitor = serveCollections({ collections: () => [] });
/**
 * A visitor: the star with its count and "Save to collection" (so the row does not shift once the
 * session is known); pressing either says favourites need an account, with the way to log in,
 * and asks nothing.
 */
export const Visitor: Story = {
  parameters: { session: null },
  beforeEach: visitor.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Favourite (3 favourites)' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(button);
    const note = canvas.getByRole('status');
    await expect(note).toHaveTextContent(COLLECTION_TEXTS.loginToFavourite);
    await expect(within(note).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(visitor.store.seen).toEqual([]);
  },
};

/** A visitor pressing "Save to collection": the same note, no dialog, nothing asked. */
export const VisitorSaves: Story = {
  parameters: { session: null },
  beforeEach: visitor.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: COLLECTION_TEXTS.saveToCollection });
    await expect(save).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(save);
    await expect(canvas.getByRole('status')).toHaveTextContent(COLLECTION_TEXTS.loginToFavourite);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(visitor.store.seen).toEqual([]);
  },
};

const favouriting = serveCollections({
  collections: () => [storyFavourites(false), storyCollection(1)],
  favourites: 3,
});
/**
 * A player whose Favourites lacks the build: learnt once the page is idle; pressing the star keeps
 * it, the count and the pressed state follow the server, and the toast says so.
 */
export const Favourite: Story = {
  beforeEach: favouriting.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(favouriting.store.seen).toEqual([LIST_CALL]));
    const button = star(canvasElement);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expectToast(COLLECTION_TEXTS.addedToFavourites);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName('Favourite (4 favourites)');
    // A press before the list came reads it again afterwards, so only the first two are sure.
    await expect(favouriting.store.seen.slice(0, 2)).toEqual([LIST_CALL, FAVOURITE_CALL]);
  },
};

const unfavouriting = serveCollections({
  collections: () => [storyFavourites(true)],
  favourites: 1,
});
/** The build is in the player's Favourites: the star shows pressed; pressing it takes it out. */
export const Unfavourite: Story = {
  args: { favourites: 1 },
  beforeEach: unfavouriting.beforeEach,
  play: async ({ canvasElement }) => {
    const button = star(canvasElement);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(button);
    await expectToast(COLLECTION_TEXTS.removedFromFavourites);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAccessibleName('Favourite (0 favourites)');
    await expect(unfavouriting.store.seen).toEqual([LIST_CALL, UNFAVOURITE_CALL]);
  },
};

const firstStar = serveCollections({ collections: () => [], favourites: 0 });
/**
 * The player's first star makes their Favourites: the list is read again so the dialog knows it,
 * and opening "Save to collection" shows it ticked.
 */
export const FirstFavourite: Story = {
  args: { favourites: 0 },
  beforeEach: firstStar.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(firstStar.store.seen).toEqual([LIST_CALL]));
    const button = star(canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(firstStar.store.seen).toEqual([LIST_CALL, FAVOURITE_CALL, LIST_CALL]),
    );
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: COLLECTION_TEXTS.saveToCollection }),
    );
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: COLLECTION_TEXTS.saveToCollection }),
    );
    const favourites = await dialog.findByRole('checkbox', { name: 'Favourites' });
    await expect(favourites).toBeChecked();
    await expect(favourites).toHaveAccessibleDescription('Private 1 build');
  },
};

const missing = serveCollections({
  collections: () => [storyFavourites(false)],
  overrides: { favourite: [{ status: 404, message: COLLECTION_TEXTS.buildNotFound }] },
});
/** A build that is not Public any more: the server's reason in a toast, nothing changed. */
export const FavouriteRefused: Story = {
  beforeEach: missing.beforeEach,
  play: async ({ canvasElement }) => {
    const button = star(canvasElement);
    await userEvent.click(button);
    await expectToast(COLLECTION_TEXTS.buildNotFound);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAccessibleName('Favourite (3 favourites)');
    await expect(button).toBeEnabled();
  },
};

const waiting = serveCollections({
  collections: () => [storyFavourites(false)],
  overrides: { favourite: ['pending'] },
});
/** While the star's call is on its way it is busy and cannot be pressed again. */
export const Busy: Story = {
  beforeEach: waiting.beforeEach,
  play: async ({ canvasElement }) => {
    const button = star(canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

const expired = serveCollections({
  collections: () => [storyFavourites(false)],
  overrides: { favourite: [{ status: 401, message: 'Unauthorized' }] },
});
/** A session that ended elsewhere: the star says how to log in again rather than fail. */
export const SessionEnded: Story = {
  beforeEach: expired.beforeEach,
  play: async ({ canvasElement }) => {
    await userEvent.click(star(canvasElement));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        COLLECTION_TEXTS.loginToFavourite,
      ),
    );
  },
};

const saving = serveCollections({
  collections: () => [storyFavourites(false), storyCollection(1)],
});
/**
 * "Save to collection" opens the dialog (its code loaded then), lists the collections, ticks
 * Favourites through the star (whose count follows) and closes with the focus back on the button.
 */
export const SaveToCollection: Story = {
  beforeEach: saving.beforeEach,
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', {
      name: COLLECTION_TEXTS.saveToCollection,
    });
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(open);
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: COLLECTION_TEXTS.saveToCollection }),
    );
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Favourites' }));
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Favourites' })).toBeChecked());
    await expect(dialog.getByRole('status')).toHaveTextContent(COLLECTION_TEXTS.addedToFavourites);
    await expect(star(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await expect(star(canvasElement)).toHaveAccessibleName('Favourite (4 favourites)');
    await userEvent.click(dialog.getByRole('button', { name: SAVE_TO_COLLECTION_TEXTS.done }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
  },
};

/** A hand-over without a public id: nothing to keep, so neither button. */
export const HandOver: Story = {
  args: { url: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('favourite-button')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

const phone = serveCollections({ collections: () => [storyFavourites(true)] });
/** On a phone (the viewer's padding leaves 358px): both buttons are 44px targets, nothing runs off. */
export const Phone: Story = {
  globals: PHONE,
  beforeEach: phone.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(star(canvasElement)).toHaveAttribute('aria-pressed', 'true'));
    await expectPhoneLayout(canvasElement);
  },
};

/** The same on a phone for a visitor, with the note shown: its link is a 44px target too. */
export const PhoneVisitor: Story = {
  globals: PHONE,
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(star(canvasElement));
    await expect(within(canvasElement).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};
