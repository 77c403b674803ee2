import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COLLECTION_TEXTS } from '../../src/api/contract/collectionsTexts';
import { FavouriteButton, LoginToFavouriteNote } from '../../src/viewer/FavouriteButton';
import { PHONE } from '../account/fixtures';
import { expectTouchTargets } from '../planner/dialogs/fixtures/expectations';
import { withDesktopViewer } from './fixtures';

/** The Favourite star by itself (props only): idle, favourited, busy, on a phone. */
const meta = {
  title: 'Viewer/FavouriteButton',
  component: FavouriteButton,
  decorators: [withDesktopViewer],
  args: { favourites: 3, favourited: false, busy: false, onToggle: fn(), onIntent: fn() },
} satisfies Meta<typeof FavouriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not kept yet: an empty star, the count, not pressed; pointing at it and pressing it report. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Favourite (3 favourites)' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(star).toHaveAttribute('title', COLLECTION_TEXTS.favourite);
    await expect(star).toHaveTextContent('3');
    await userEvent.click(star);
    await expect(args.onIntent).toHaveBeenCalled();
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** In the player's Favourites: pressed and filled, titled 'Favourited'; one favourite is singular. */
export const Favourited: Story = {
  args: { favourited: true, favourites: 1 },
  play: async ({ canvasElement }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Favourite (1 favourite)' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(star).toHaveAttribute('title', COLLECTION_TEXTS.favourited);
  },
};

/** Nobody has kept it yet: the count reads 0. */
export const NoFavourites: Story = {
  args: { favourites: 0 },
  play: async ({ canvasElement }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Favourite (0 favourites)' });
    await expect(star).toHaveTextContent('0');
  },
};

/** While its call is on its way: disabled and busy, a press does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByTestId('favourite-button');
    await expect(star).toBeDisabled();
    await expect(star).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(star, { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** What a visitor reads after pressing it: favourites need an account, and the way to log in. */
export const LoginNote: Story = {
  render: () => <LoginToFavouriteNote shown />,
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('status');
    await expect(note).toHaveTextContent(COLLECTION_TEXTS.loginToFavourite);
    await expect(within(note).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** Not pressed yet: the note's region is there, empty and out of the way. */
export const LoginNoteHidden: Story = {
  render: () => <LoginToFavouriteNote shown={false} />,
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('status');
    await expect(note).toBeEmptyDOMElement();
  },
};

/** On a phone: the star is a 44px target. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectTouchTargets([within(canvasElement).getByTestId('favourite-button')]);
  },
};
