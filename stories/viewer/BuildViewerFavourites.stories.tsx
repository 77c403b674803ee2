import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { COLLECTION_TEXTS } from '../../src/api/contract/collectionsTexts';
import BuildViewerPage from '../../src/viewer/BuildViewerPage';
import { storyUser } from '../account/fixtures';
import { LIST_CALL, serveCollections, storyFavourites } from './collectionsFixtures';
import { savedBuild, VIEWER_URL, viewerBuild, viewerLoaders, withDesktopViewer } from './fixtures';

/**
 * The viewer page's Favourite star and "Save to collection" in place, over a stand-in for the
 * player's collections: the count comes with the saved build; whether the player keeps it is
 * asked once the page is idle, and only of a logged-in player.
 */

const meta = {
  title: 'Viewer/BuildViewerFavourites',
  component: BuildViewerPage,
  decorators: [withDesktopViewer],
  parameters: {
    router: { path: '/build-viewer/:buildId', initialEntry: `/build-viewer/${VIEWER_URL}` },
  },
  args: { loaders: viewerLoaders({ ...savedBuild(viewerBuild(), 7), favourites: 12 }) },
} satisfies Meta<typeof BuildViewerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const visitor = serveCollections({ collections: () => [] });
/** A visitor: the star beside Like with the saved build's count, then Save; nothing asked of collections. */
export const Visitor: Story = {
  beforeEach: visitor.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const star = await canvas.findByRole('button', { name: 'Favourite (12 favourites)' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByTestId('like-button').nextElementSibling).toBe(star);
    await expect(star.nextElementSibling).toHaveTextContent(COLLECTION_TEXTS.saveToCollection);
    await expect(visitor.store.seen).toEqual([]);
  },
};

const kept = serveCollections({ collections: () => [storyFavourites(true)], favourites: 12 });
/** A player who keeps the build: the star shows pressed once their collections are read. */
export const Kept: Story = {
  parameters: { session: storyUser },
  beforeEach: kept.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const star = await canvas.findByTestId('favourite-button');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await expect(star).toHaveAccessibleName('Favourite (12 favourites)');
    await expect(
      canvas.getByRole('button', { name: COLLECTION_TEXTS.saveToCollection }),
    ).toBeVisible();
    await expect(kept.store.seen).toEqual([LIST_CALL]);
  },
};

/** A saved build answered before favourites were counted: the star reads 0. */
export const CountMissing: Story = {
  args: { loaders: viewerLoaders(savedBuild(viewerBuild(), 7)) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Favourite (0 favourites)' }),
    ).toBeVisible();
  },
};
