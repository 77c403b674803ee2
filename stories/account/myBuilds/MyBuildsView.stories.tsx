import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MyBuildsView } from '../../../src/account/myBuilds/MyBuildsView';
import type { MyBuild } from '../../../src/api/contract/savedBuilds';
import { expectBottomSheet } from '../../planner/dialogs/fixtures/expectations';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';
import {
  LONG_TITLE_BUILD,
  PRIVATE_BUILD,
  PUBLIC_BUILD,
  RESTRICTED_BUILD,
  SOME_BUILDS,
  TEN_BUILDS,
} from './fixtures';

/** A fixed locale, so the times read the same on every machine. */
const LOCALE = 'en-GB';

const meta = {
  title: 'Account/MyBuilds/MyBuildsView',
  component: MyBuildsView,
  decorators: [withAccountFrame],
  args: {
    state: { kind: 'builds', builds: SOME_BUILDS, limit: 10 },
    locale: LOCALE,
    onLoad: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof MyBuildsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card of the build titled `title`. */
function card(canvasElement: HTMLElement, title: string): HTMLElement {
  return within(canvasElement).getByRole('article', { name: title });
}

/** A card's fact (Sharing, likes, Created, Last viewed) as `term: value`. */
function fact(cardElement: HTMLElement, term: string): string {
  const label = within(cardElement).getByText(term, { selector: 'dt' });
  return label.nextElementSibling?.textContent ?? '';
}

/** No builds yet: the heading with 0/10, the empty text and a way to plan a first build. */
export const Empty: Story = {
  args: { state: { kind: 'builds', builds: [], limit: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'My Builds (0/10 save slots used)' }),
    ).toBeVisible();
    await expect(canvas.getByText('You have not saved any builds yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Plan a build' })).toHaveAttribute(
      'href',
      '/skill-trees',
    );
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/**
 * Three builds, one of each listing: likes labelled 'public likes' only when Public, the times
 * in the player's locale, 'N/A' for a build never viewed, chips for tags and type tags, and a
 * Restricted build saying it was flagged.
 */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'My Builds (3/10 save slots used)' }),
    ).toBeVisible();
    await expect(canvas.queryByText('You have not saved any builds yet.')).toBeNull();

    const publicCard = card(canvasElement, PUBLIC_BUILD.title);
    await expect(within(publicCard).getByText(PUBLIC_BUILD.description)).toBeVisible();
    await expect(fact(publicCard, 'Sharing')).toBe('Public');
    await expect(fact(publicCard, 'public likes')).toBe('3');
    await expect(within(publicCard).queryByText('likes', { selector: 'dt' })).toBeNull();
    await expect(fact(publicCard, 'Created')).toBe('14 Sept 2026, 09:30');
    await expect(fact(publicCard, 'Last viewed')).toBe('21 Nov 2026, 07:45');
    const tags = within(publicCard).getByRole('list', { name: 'Tags' });
    await expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PvP Combat Build', 'Sniper']);
    const typeTags = within(publicCard).getByRole('list', { name: 'Type tags' });
    await expect(
      within(typeTags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['End Game Build', 'Deep Desert Build']);

    const privateCard = card(canvasElement, PRIVATE_BUILD.title);
    await expect(fact(privateCard, 'Sharing')).toBe('Private');
    await expect(fact(privateCard, 'likes')).toBe('0');
    await expect(within(privateCard).queryByText('public likes')).toBeNull();
    await expect(fact(privateCard, 'Last viewed')).toBe('N/A');
    await expect(within(privateCard).getByText('No tags')).toBeVisible();

    const restrictedCard = card(canvasElement, RESTRICTED_BUILD.title);
    await expect(fact(restrictedCard, 'Sharing')).toBe('Restricted');
    await expect(within(restrictedCard).getByText(/Flagged by moderation/)).toBeVisible();
    await expect(within(restrictedCard).getByText('No description.')).toBeVisible();
  },
};

/** Every slot used: 10/10 and ten cards, each with Load and Delete. */
export const Full: Story = {
  args: { state: { kind: 'builds', builds: TEN_BUILDS, limit: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'My Builds (10/10 save slots used)' }),
    ).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(10);
    for (const each of cards) {
      await expect(within(each).getByRole('button', { name: 'Load' })).toBeEnabled();
      await expect(within(each).getByRole('button', { name: 'Delete' })).toBeEnabled();
    }
  },
};

/** Load and Delete on a card name that card's build. */
export const LoadAndDeleteButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const privateCard = card(canvasElement, PRIVATE_BUILD.title);
    await userEvent.click(within(privateCard).getByRole('button', { name: 'Load' }));
    await expect(args.onLoad).toHaveBeenCalledOnce();
    await expect(args.onLoad).toHaveBeenCalledWith(PRIVATE_BUILD);
    await userEvent.click(within(privateCard).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(PRIVATE_BUILD);
  },
};

/** A build on its way to the planner: its Load says 'Loading...'; no other Load starts. */
export const LoadingABuild: Story = {
  args: { loadingId: PUBLIC_BUILD.id },
  play: async ({ canvasElement }) => {
    const busy = within(card(canvasElement, PUBLIC_BUILD.title)).getByRole('button', {
      name: 'Loading...',
    });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(card(canvasElement, PRIVATE_BUILD.title)).getByRole('button', { name: 'Load' }),
    ).toBeDisabled();
  },
};

/**
 * My Builds with the deletion dialog working as the page runs it, without the server: the
 * confirmed build's card goes.
 */
function DeletableBuilds({ builds: initial }: { builds: readonly MyBuild[] }) {
  const [builds, setBuilds] = useState(initial);
  const [deleting, setDeleting] = useState<MyBuild | null>(null);
  return (
    <MyBuildsView
      state={{ kind: 'builds', builds, limit: 10 }}
      locale={LOCALE}
      onDelete={setDeleting}
      deletion={{
        build: deleting,
        busy: false,
        error: null,
        onConfirm: () => {
          setBuilds((current) => current.filter((build) => build.id !== deleting?.id));
          setDeleting(null);
        },
        onCancel: () => {
          setDeleting(null);
        },
      }}
    />
  );
}

/**
 * Delete asks for the typed word `delete` (exactly); Cancel keeps the card; Delete Build after
 * the word removes it and frees a slot.
 */
export const DeleteNeedsTheTypedWord: Story = {
  render: () => <DeletableBuilds builds={SOME_BUILDS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const openDialog = async () => {
      await userEvent.click(
        within(card(canvasElement, PRIVATE_BUILD.title)).getByRole('button', { name: 'Delete' }),
      );
      return canvas.getByRole('dialog', { name: 'Delete Build' });
    };

    let dialog = await openDialog();
    await expect(dialog).toHaveAccessibleDescription(/Delete Spice Harvester from your saved/);
    const field = within(dialog).getByLabelText('Type delete to confirm');
    const confirm = within(dialog).getByRole('button', { name: 'Delete Build' });
    await expect(field).toHaveFocus();
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, 'Delete');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'delete');
    await expect(confirm).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(card(canvasElement, PRIVATE_BUILD.title)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'My Builds (3/10 save slots used)' }),
    ).toBeVisible();

    // The dialog starts empty again: the word must be typed anew.
    dialog = await openDialog();
    const again = within(dialog).getByRole('button', { name: 'Delete Build' });
    await expect(again).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type delete to confirm'), 'delete');
    await userEvent.click(again);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('article', { name: PRIVATE_BUILD.title })).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'My Builds (2/10 save slots used)' }),
    ).toBeVisible();
  },
};

/** Enter in the field confirms only once the word is right. */
export const DeleteWithEnter: Story = {
  args: {
    deletion: { build: PRIVATE_BUILD, busy: false, error: null, onConfirm: fn(), onCancel: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Delete Build' });
    const field = within(dialog).getByLabelText('Type delete to confirm');
    await userEvent.type(field, 'delet{Enter}');
    await expect(args.deletion?.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(field, 'e{Enter}');
    await expect(args.deletion?.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Deleting: the button says so, nothing can be pressed and Escape does not close the dialog. */
export const Deleting: Story = {
  args: {
    deletion: { build: PRIVATE_BUILD, busy: true, error: null, onConfirm: fn(), onCancel: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Delete Build' }));
    await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.deletion?.onCancel).not.toHaveBeenCalled();
  },
};

/** The deletion failed: the server's message (or 'Failed to delete build') in the dialog. */
export const DeleteFailed: Story = {
  args: {
    deletion: {
      build: PRIVATE_BUILD,
      busy: false,
      error: 'Failed to delete build',
      onConfirm: fn(),
      onCancel: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Delete Build' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to delete build');
    await expect(card(canvasElement, PRIVATE_BUILD.title)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Visitor: Story = {
  args: { state: { kind: 'visitor' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You must be logged in to view your builds.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to fetch builds',
    );
  },
};

/**
 * On the narrowest phone: one column of cards, nothing runs off the side (a long unbroken title
 * wraps) and every button is thumb-sized.
 */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: { state: { kind: 'builds', builds: TEN_BUILDS, limit: 10 } },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
    const cards = within(canvasElement).getAllByRole('article');
    const lefts = new Set(cards.map((each) => Math.round(each.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    const longTitle = within(card(canvasElement, LONG_TITLE_BUILD.title)).getByRole('heading');
    await expect(longTitle.scrollWidth).toBeLessThanOrEqual(longTitle.clientWidth);
  },
};

/** The empty page on a phone. */
export const PhoneEmpty: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: { state: { kind: 'builds', builds: [], limit: 10 } },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};

/** The deletion dialog on a phone: a bottom sheet with thumb-sized controls. */
export const PhoneDeleteDialog: Story = {
  globals: PHONE,
  args: {
    deletion: { build: PRIVATE_BUILD, busy: false, error: null, onConfirm: fn(), onCancel: fn() },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Delete Build' });
    await expectBottomSheet(dialog);
    await expectPhoneLayout(dialog);
  },
};

/** Tablets: two cards a row. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: { state: { kind: 'builds', builds: TEN_BUILDS, limit: 10 } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    const lefts = new Set(cards.map((each) => Math.round(each.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(2);
  },
};
