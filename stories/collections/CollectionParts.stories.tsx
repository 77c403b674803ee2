import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COLLECTION_TEXTS } from '../../src/api/contract/collectionsTexts';
import { CollectionBuilds } from '../../src/collections/CollectionBuilds';
import { CollectionEditForm } from '../../src/collections/CollectionEditForm';
import { CollectionHeader } from '../../src/collections/CollectionHeader';
import { CollectionNotFound } from '../../src/collections/CollectionNotFound';
import { CreateCollectionForm } from '../../src/collections/CreateCollectionForm';
import { DeleteCollectionDialog } from '../../src/collections/DeleteCollectionDialog';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../account/fixtures';
import { manyBuilds, TIME_ZONE } from '../community/fixtures';
import { withPageFrame } from '../fixtures/decorators';
import { summary } from './fixtures';

/**
 * The collection page's parts by themselves, on props alone: its header, its builds with and
 * without the owner's controls, the edit and create forms, the deletion dialog and not-found.
 */

const meta = {
  title: 'Collections/Parts',
  decorators: [withPageFrame],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const HOSTILE = summary({
  name: '<img src=x onerror=alert(1)>',
  description: '<script>alert(1)</script>\nSecond line',
  build_count: 2,
});

/** The header shows the name and description as text, markup and all, line breaks kept. */
export const Header: Story = {
  render: () => <CollectionHeader collection={HOSTILE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: '<img src=x onerror=alert(1)>' }),
    ).toBeVisible();
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(canvas.getByText('2 builds')).toBeVisible();
  },
};

/**
 * A visitor's builds: cards, 'Load more' while pages follow, no controls. The first card's
 * picture loads at once (the page's largest paint on a phone); the others as they near.
 */
export const Builds: Story = {
  render: () => (
    <CollectionBuilds
      builds={manyBuilds(3)}
      timeZone={TIME_ZONE}
      more={{ state: 'more', error: null, onLoadMore: fn() }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expect(canvas.queryByRole('group')).toBeNull();
    const pictures = canvasElement.querySelectorAll('article img');
    await expect([...pictures].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    // The first card's picture is the page's largest paint: asked for before the scripts.
    await expect([...pictures].map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
    ]);
  },
};

/** A later page failed: its reason, and 'Load more' to try again. */
export const BuildsMoreFailed: Story = {
  render: () => (
    <CollectionBuilds
      builds={manyBuilds(2)}
      more={{ state: 'more', error: 'The database is asleep.', onLoadMore: fn() }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'More builds could not be loaded: The database is asleep.',
    );
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

/** A next page on its way: the cards stay, with the spinner below them. */
export const BuildsLoadingMore: Story = {
  render: () => (
    <CollectionBuilds
      builds={manyBuilds(2)}
      more={{ state: 'loading', error: null, onLoadMore: fn() }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading more builds…' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** The owner's controls call back with the build and its new place. */
export const BuildsArranged: Story = {
  render: () => {
    const onMove = fn();
    const onRemove = fn();
    return (
      <div data-testid="calls">
        <Arranged onMove={onMove} onRemove={onRemove} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = within(canvas.getByRole('group', { name: 'Arrange Dune Walker 2' }));
    await userEvent.click(second.getByRole('button', { name: 'Move up' }));
    await expect(canvas.getByTestId('last-call')).toHaveTextContent('move Dune Walker 2 to 0');
    await userEvent.click(second.getByRole('button', { name: 'Remove' }));
    await expect(canvas.getByTestId('last-call')).toHaveTextContent('remove Dune Walker 2');
  },
};

/** The arranged builds of BuildsArranged, saying what was last asked. */
function Arranged({
  onMove,
  onRemove,
}: {
  onMove: (...args: unknown[]) => void;
  onRemove: (...args: unknown[]) => void;
}) {
  const [last, setLast] = useState('');
  return (
    <>
      <p data-testid="last-call">{last}</p>
      <CollectionBuilds
        builds={manyBuilds(3)}
        more={{ state: 'end', error: null, onLoadMore: fn() }}
        arrange={{
          busy: false,
          announcement: '',
          onMove: (build, to) => {
            onMove(build, to);
            setLast(`move ${build.title} to ${to}`);
          },
          onRemove: (build) => {
            onRemove(build);
            setLast(`remove ${build.title}`);
          },
        }}
      />
    </>
  );
}

/** The edit form: the current fields; Cancel asks nothing; a refusal shows its reason. */
export const EditForm: Story = {
  render: () => (
    <CollectionEditForm
      collection={summary()}
      onSave={() => Promise.resolve(COLLECTION_TEXTS.nameTaken)}
      onCancel={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue('Dust runners');
    await expect(canvas.getByRole('radio', { name: /Public/ })).toBeChecked();
    await userEvent.type(name, ' two');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(COLLECTION_TEXTS.nameTaken);
    await expect(name).toBeEnabled();
  },
};

/** The create form by itself, on a phone: fields 44px tall, its button full width. */
export const CreateFormPhone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  render: () => (
    <CreateCollectionForm onCreate={() => Promise.resolve({ ok: false, reason: 'No.' })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Create collection' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(300);
    await expectPhoneLayout(
      canvas.getByRole('textbox', { name: 'Name' }).closest('div') as HTMLElement,
    );
  },
};

/** The deletion dialog: Cancel focused; a failure keeps it open with the reason. */
export const DeleteDialog: Story = {
  render: () => (
    <DeleteCollectionDialog
      open
      name="Dust runners"
      onDelete={() => Promise.resolve('The database is asleep.')}
      onClose={fn()}
    />
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete “Dust runners”?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The database is asleep.'),
    );
  },
};

/** Not found: the contract's words and the way to the community's builds. */
export const NotFound: Story = {
  render: () => <CollectionNotFound />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: COLLECTION_TEXTS.notFound }),
    ).toBeVisible();
  },
};
