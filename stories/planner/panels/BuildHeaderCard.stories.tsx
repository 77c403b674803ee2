import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BuildHeaderCard } from '../../../src/planner/panels/BuildHeaderCard';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import {
  IMPORTED_LISTING_MESSAGE,
  LISTING_NOTES,
  RESTRICTED_LISTING_MESSAGE,
} from '../../../src/skills/buildListing';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { withPadding } from '../../fixtures/decorators';
import { expectNoApiRequest } from '../../fixtures/noNetwork';
import { plannerStore, trooperBuild } from '../fixtures/plannerFixtures';
import { stilgar, withSavedNames } from '../fixtures/savedBuildApi';
import { TEN_NAMES } from '../fixtures/savedBuilds';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/**
 * The header card: title, description, tags, search, the build's most used actions, a menu with
 * the others, and its listing.
 */
const meta = {
  title: 'Planner/Panels/Build header',
  component: BuildHeaderCard,
  decorators: [withPlannerStore, withPadding],
} satisfies Meta<typeof BuildHeaderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const listingBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Build Listing' });

/** Opens the header's menu, where Export, Import, Load and New build wait. */
async function openMenu(canvasElement: HTMLElement) {
  const more = within(canvasElement).getByRole('button', { name: 'More build actions' });
  if (more.getAttribute('aria-expanded') !== 'true') await userEvent.click(more);
}

/** A visitor's new build: default texts, no tags, nothing to undo; Save and Load need an account. */
export const NewBuild: Story = {
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Build Title');
    await expect(canvas.getByText('No tags')).toBeInTheDocument();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('title', 'Log in to save builds');
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(canvas.queryByRole('combobox', { name: 'Build Listing' })).toBeNull();
    await openMenu(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Load' })).toBeDisabled();
    for (const [button, dialog, inMenu] of [
      ['Export', 'export', true],
      ['Import', 'import', true],
      ['Edit tags', 'tags', false],
      ['Edit title and description', 'editText', false],
    ] as const) {
      if (inMenu) await openMenu(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: button }));
      await expect(store.getState().ui.dialog).toBe(dialog);
      store.getState().actions.closeDialog();
    }
    await expectNoApiRequest();
  },
};

/**
 * A logged-in player: Save opens the Save dialog, Load opens My Builds, and the Build Listing
 * selector lists the build Public (an undoable edit) with the spec's note.
 */
export const LoggedIn: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames(['Sandworm Rider'])],
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const canvas = within(canvasElement);
    const listing = listingBox(canvasElement);
    await expect(listing).toHaveValue('Private');
    await expect(canvas.getByText(LISTING_NOTES.Private)).toBeVisible();
    await userEvent.selectOptions(listing, 'Public');
    await expect(canvas.getByText(LISTING_NOTES.Public)).toBeVisible();
    await expect(store.getState().build.buildSharing).toBe('Public');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(listing).toHaveValue('Private');

    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(store.getState().ui.dialog).toBe('save');
    store.getState().actions.closeDialog();

    await openMenu(canvasElement);
    const load = canvas.getByRole('button', { name: 'Load' });
    await expect(load).toBeEnabled();
    await userEvent.click(load);
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent('/my-builds'),
    );
    await expectNoApiRequest();
  },
};

/** Every save slot used and the title is new: Save goes straight to Build Limit Reached. */
export const FullAccount: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames(TEN_NAMES)],
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(store.getState().ui.dialog).toBe('buildLimit');
  },
};

/** A full account saving one of its own names: an overwrite needs no free slot. */
export const FullAccountSameName: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames([...TEN_NAMES.slice(0, 9), 'Gravity Gunner'])],
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(store.getState().ui.dialog).toBe('save');
  },
};

/** A build moderation restricted: the selector is disabled and says what to do. */
export const RestrictedListing: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames(['Gravity Gunner'])],
  loaders: [storeLoader(() => plannerStore({ ...trooperBuild(), buildSharing: 'Restricted' }))],
  play: async ({ canvasElement }) => {
    const listing = listingBox(canvasElement);
    await expect(listing).toBeDisabled();
    await expect(listing).toHaveValue('Restricted');
    await expect(within(canvasElement).getByText(RESTRICTED_LISTING_MESSAGE)).toBeVisible();
  },
};

/** An exported build reads as Private; an imported one cannot be listed until saved. */
export const ImportedListing: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames([])],
  loaders: [
    storeLoader(() =>
      plannerStore({ ...trooperBuild(), buildSharing: 'Exported' }, { imported: true }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const listing = listingBox(canvasElement);
    await expect(listing).toBeDisabled();
    await expect(listing).toHaveValue('Private');
    await expect(within(canvasElement).getByText(IMPORTED_LISTING_MESSAGE)).toBeVisible();
  },
};

/** A tagged build with a history: undo and redo work from the buttons. */
export const Tagged: Story = {
  loaders: [
    storeLoader(() => {
      const store = plannerStore(emptyBuild());
      store.getState().actions.importBuild(trooperBuild());
      return store;
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tags = canvas.getByRole('list', { name: 'Build tags' });
    await expect(within(tags).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Build Title');
    await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gravity Gunner'),
    );
  },
};

/** The longest texts the limits allow still wrap inside the card. */
export const LongTexts: Story = {
  loaders: [
    storeLoader(() =>
      plannerStore({
        ...trooperBuild(),
        buildTitle: 'Suspensor-Dancing Heavy-Weapon Gunner of the Deep Desert Storms!!'.slice(
          0,
          64,
        ),
        buildDescription: 'A build for players who never touch the ground. '
          .repeat(6)
          .slice(0, 256),
        buildTags: [
          'PvE Combat Build',
          'PvP Combat Build',
          'Heavy Weapons Specialist',
          'Crowd Controller',
          'Survivor',
          'Surveyor/Explorer',
        ],
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A logged-in player on a phone: the actions and the listing fit without sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { session: stilgar },
  decorators: [withSavedNames([])],
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement }) => {
    await expect(listingBox(canvasElement)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

const ORIGIN = { url: 'k7Qm2xPz9A', title: 'Sandworm Bait', author: 'Stilgar' };

/**
 * A build copied from a community build ("Open in planner"): the line under the title links
 * back to that build; a New build drops it, and Undo brings the copy (and its line) back.
 */
export const CopiedFromCommunityBuild: Story = {
  loaders: [storeLoader(() => plannerStore({ ...trooperBuild(), buildOrigin: ORIGIN }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByTestId('build-origin');
    await expect(note).toHaveTextContent('Copied from Sandworm Bait by Stilgar');
    await expect(within(note).getByRole('link', { name: 'Sandworm Bait' })).toHaveAttribute(
      'href',
      '/build-viewer/k7Qm2xPz9A',
    );
    await openMenu(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New build' }));
    await expect(canvas.queryByTestId('build-origin')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(canvas.getByTestId('build-origin')).toBeVisible();
  },
};

/** The copied-from line on a phone: a long title and author wrap, nothing scrolls sideways. */
export const CopiedFromOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  loaders: [
    storeLoader(() =>
      plannerStore({
        ...trooperBuild(),
        buildOrigin: { ...ORIGIN, title: 'A very long community build title '.repeat(3).trim() },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('build-origin')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

const moreButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'More build actions' });

/**
 * The menu by keyboard, as a visitor: Enter opens it, Tab walks its buttons (Load disabled),
 * Escape closes it and puts focus back on More; a press outside closes it too.
 */
export const MenuByKeyboard: Story = {
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = moreButton(canvasElement);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Export' })).toBeNull();
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Import' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Load' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Load' })).toHaveAttribute(
      'title',
      'Log in to load your builds',
    );
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Import' })).toBeNull();

    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'New build' })).toBeVisible();
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * An action closes the menu and leaves focus on More, where the dialog it opens hands focus
 * back; tabbing out of the menu closes it.
 */
export const MenuAction: Story = {
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const canvas = within(canvasElement);
    const more = moreButton(canvasElement);
    await userEvent.click(more);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(store.getState().ui.dialog).toBe('export');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveFocus();
    store.getState().actions.closeDialog();

    await userEvent.click(more);
    await userEvent.click(canvas.getByRole('button', { name: 'New build' }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Build Title');

    await userEvent.click(more);
    // The menu's last action; a tab from it leaves the menu.
    canvas.getByRole('button', { name: 'Compare with…' }).focus();
    await userEvent.tab();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A logged-in player's menu: Load is enabled and opens My Builds; the listing stays in view. */
export const MenuLoggedIn: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames(['Sandworm Rider'])],
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(listingBox(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(moreButton(canvasElement));
    const load = canvas.getByRole('button', { name: 'Load' });
    await expect(load).toBeEnabled();
    await expect(load).toHaveAttribute('title', 'Open your saved builds');
    await userEvent.click(load);
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent('/my-builds'),
    );
  },
};

/**
 * A phone: the title, one row of five touch-sized buttons (Save, Link, Undo, Redo, More), then
 * the folded description, the tags and the search; the open menu stays on the screen.
 */
export const MenuOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  loaders: [
    storeLoader(() =>
      plannerStore({
        ...trooperBuild(),
        buildDescription: 'Pull them in, gun them down. '.repeat(8).trim(),
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = ['Save', 'Link', 'Undo', 'Redo', 'More build actions'].map((name) =>
      canvas.getByRole('button', { name }).getBoundingClientRect(),
    );
    for (const box of row) {
      await expect(Math.round(box.top)).toBe(Math.round(row[0]?.top ?? 0));
      await expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(moreButton(canvasElement));
    const menu = canvas.getByTestId('build-menu').getBoundingClientRect();
    await expect(menu.left).toBeGreaterThanOrEqual(0);
    await expect(menu.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
