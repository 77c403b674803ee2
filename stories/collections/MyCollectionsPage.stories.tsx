import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COLLECTION_TEXTS } from '../../src/api/contract/collectionsTexts';
import MyCollectionsPage from '../../src/collections/MyCollectionsPage';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../account/fixtures';
import { withPageFrame } from '../fixtures/decorators';
import {
  callsOf,
  CHANI_FAVOURITES,
  CHANI_USER,
  DUST_RUNNERS,
  EMPTY_SHELF,
  SECRET_STASH,
  serveCollections,
} from './fixtures';

/**
 * The routed /collections page over a stand-in for `GET` and `POST /api/collections` (see
 * fixtures.ts), logged in as Chani unless a story says otherwise.
 */

const everything = () => [DUST_RUNNERS(), SECRET_STASH(), EMPTY_SHELF(), CHANI_FAVOURITES()];

const meta = {
  title: 'Collections/MyCollectionsPage',
  component: MyCollectionsPage,
  decorators: [withPageFrame],
  parameters: {
    router: { path: '/collections', initialEntry: '/collections' },
    session: CHANI_USER,
  },
} satisfies Meta<typeof MyCollectionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The names of the listed collections, in order. */
function listedNames(canvasElement: HTMLElement): string[] {
  const list = within(canvasElement).getByRole('list', { name: 'Your collections' });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent.replace('★', '').trim());
}

const full = serveCollections(everything, { asker: 'Chani' });
/**
 * Favourites first, then the others as made, each with its count, listing and link; the named
 * ones counted against the limit.
 */
export const Full: Story = {
  beforeEach: full.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Collections' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(listedNames(canvasElement)).toEqual([
        'Favourites',
        'Dust runners',
        'Secret stash',
        'Empty shelf',
      ]),
    );
    await expect(canvas.getByRole('link', { name: /Dust runners/ })).toHaveAttribute(
      'href',
      '/collection/dustRunners1',
    );
    await expect(canvas.getByText('30 builds')).toBeVisible();
    await expect(canvas.getByText('0 builds')).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Your collections' }));
    await expect(list.getAllByText('Private')).toHaveLength(2);
    await expect(canvas.getByText('3/50 collections made')).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | My Collections');
  },
};

const creating = serveCollections(everything, { asker: 'Chani' });
/**
 * Making a Public collection: the form sends its fields, says so with a link to the new page,
 * empties, and the list shows it.
 */
export const Creates: Story = {
  beforeEach: creating.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Night raids');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Description' }),
      'Builds for the dark.{Enter}Second line.',
    );
    await expect(canvas.getByRole('radio', { name: /Private/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Public/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create collection' }));
    const done = await canvas.findByRole('status', { name: '' });
    await expect(done).toHaveTextContent(COLLECTION_TEXTS.created);
    await expect(within(done).getByRole('link', { name: 'Night raids' })).toHaveAttribute(
      'href',
      '/collection/made00000004',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await waitFor(() => expect(listedNames(canvasElement)).toContain('Night raids'));
    const [post] = creating.stub.seen.filter((call) => call.method === 'POST');
    await expect(post?.body).toEqual({
      name: 'Night raids',
      description: 'Builds for the dark.\nSecond line.',
      sharing: 'Public',
    });
  },
};

const refused = serveCollections(everything, { asker: 'Chani' });
/** A blank name is never sent; a taken one reads the server's reason and keeps what was typed. */
export const CreateRefused: Story = {
  beforeEach: refused.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create collection' }));
    await expect(canvas.getByText(COLLECTION_TEXTS.nameRequired)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(callsOf(refused.stub, 'POST')).toEqual([]);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Dust runners');
    await userEvent.click(canvas.getByRole('button', { name: 'Create collection' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(COLLECTION_TEXTS.nameTaken);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Dust runners');
  },
};

const none = serveCollections(() => [], { asker: 'Chani' });
/** Nothing yet: what to do about it, and the form. */
export const Empty: Story = {
  beforeEach: none.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You have no collections yet/)).toBeVisible();
    await expect(canvas.getByText('0/50 collections made')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create collection' })).toBeVisible();
  },
};

const slow = serveCollections(everything, { asker: 'Chani', list: 'pending' });
/** While the list is on its way. */
export const Loading: Story = {
  beforeEach: slow.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

const broken = serveCollections(everything, {
  asker: 'Chani',
  list: { status: 500, body: { message: 'The database is asleep.' } },
});
/** The list cannot be read: the server's reason. */
export const LoadFailed: Story = {
  beforeEach: broken.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The database is asleep.',
    );
  },
};

const visitor = serveCollections(everything);
/** A visitor (the route sends them to log in first; this is what the page itself says). */
export const Visitor: Story = {
  beforeEach: visitor.beforeEach,
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You must be logged in to view your collections.'),
    ).toBeVisible();
    await expect(visitor.stub.seen).toEqual([]);
  },
};

const phone = serveCollections(everything, { asker: 'Chani' });
/**
 * On the narrowest phone: one column, nothing runs off the side, 44px targets (a listing's
 * whole row is its radio's target).
 */
export const Phone: Story = {
  beforeEach: phone.beforeEach,
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(listedNames(canvasElement)).toHaveLength(4));
    const list = within(canvasElement).getByRole('list', { name: 'Your collections' });
    await expectPhoneLayout(list);
    const form = within(canvasElement).getByRole('region', { name: 'New collection' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await expectPhoneLayout(name.parentElement ?? name);
    for (const radio of within(form).getAllByRole('radio')) {
      const row = radio.closest('label');
      await expect(Math.round(row?.getBoundingClientRect().height ?? 0)).toBeGreaterThanOrEqual(44);
    }
    await expect(
      within(form).getByRole('button', { name: 'Create collection' }).getBoundingClientRect()
        .height,
    ).toBeGreaterThanOrEqual(44);
  },
};
