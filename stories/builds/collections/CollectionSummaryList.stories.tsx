import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CollectionSummaryList } from '../../../src/builds/collections/CollectionSummaryList';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../../account/fixtures';
import { summary } from '../../collections/fixtures';
import { withPadding } from '../../fixtures/decorators';

const COLLECTIONS = [
  summary({
    id: 'favourites01',
    name: 'Favourites',
    description: '',
    favourites: true,
    sharing: 'Private',
    build_count: 1,
  }),
  summary({ build_count: 30 }),
  summary({
    id: 'longNamed001',
    name: 'A collection whose name goes on and on across the sand until the worm comes',
    description: '<b>Not bold</b> and\nkept as written.',
    build_count: 0,
  }),
];

const meta = {
  title: 'Builds/Collections/CollectionSummaryList',
  component: CollectionSummaryList,
  decorators: [withPadding],
  args: { collections: COLLECTIONS, label: 'Your collections' },
} satisfies Meta<typeof CollectionSummaryList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The owner's list: each name links to its page, with its count, its listing and Favourites'
 * star; a description is plain text, its markup shown as written.
 */
export const WithSharing: Story = {
  args: { showSharing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Your collections' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/collection/favourites01',
      '/collection/dustRunners1',
      '/collection/longNamed001',
    ]);
    await expect(canvas.getByText('1 build')).toBeVisible();
    await expect(canvas.getByText('30 builds')).toBeVisible();
    await expect(canvas.getByText('Private')).toBeVisible();
    await expect(canvas.getAllByText('Public')).toHaveLength(2);
    await expect(canvas.getByText(/<b>Not bold<\/b>/)).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** An author's list: no listing badges (they are all Public). */
export const Author: Story = {
  args: { label: "Chani's collections" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: "Chani's collections" })).toBeVisible();
    await expect(canvas.queryByText('Public')).toBeNull();
  },
};

/** On the narrowest phone: one column, long names wrap, 44px links. */
export const Phone: Story = {
  args: { showSharing: true },
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
