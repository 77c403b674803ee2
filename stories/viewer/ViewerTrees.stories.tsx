import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ViewerTrees } from '../../src/viewer/ViewerTrees';
import { gameIndex, viewerBuild, withDesktopViewer, withPhoneViewer } from './fixtures';

/** The Trooper's three trees (Gunnery, Suspensor Training, Tactical Tech). */
const trooperTrees = gameIndex.treesByClassId.get(1) ?? [];

/** The names of the trees shown, in order. */
function shownTrees(canvasElement: HTMLElement): (string | undefined)[] {
  return within(canvasElement)
    .queryAllByTestId('skill-tree')
    .map((tree) => tree.dataset.treeName);
}

/** The shown class's trees, read-only: all side by side on desktop, one at a time on phones. */
const meta = {
  title: 'Viewer/ViewerTrees',
  component: ViewerTrees,
  decorators: [withDesktopViewer],
  args: { view: { build: viewerBuild(), index: gameIndex }, trees: trooperTrees, mobile: false },
} satisfies Meta<typeof ViewerTrees>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the class's three trees, each headed by its name, with no arrows. */
export const DesktopAllTrees: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownTrees(canvasElement)).toEqual([
      'Gunnery',
      'Suspensor Training',
      'Tactical Tech',
    ]);
    for (const name of ['Gunnery', 'Suspensor Training', 'Tactical Tech']) {
      await expect(canvas.getByRole('region', { name: `${name} tree` })).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(canvas.queryByRole('button', { name: 'Previous tree' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next tree' })).toBeNull();
  },
};

/** Phone: one tree with its place among three; the arrows step through them, wrapping. */
export const PhoneOneTree: Story = {
  args: { mobile: true },
  decorators: [withPhoneViewer],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownTrees(canvasElement)).toEqual(['Gunnery']);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Gunnery 1/3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next tree' }));
    await expect(shownTrees(canvasElement)).toEqual(['Suspensor Training']);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Suspensor Training 2/3',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next tree' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next tree' }));
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Gunnery 1/3');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous tree' }));
    await expect(shownTrees(canvasElement)).toEqual(['Tactical Tech']);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Tactical Tech 3/3');
  },
};

/** A class without trees: no graph, the shared view's note instead. */
export const NoTrees: Story = {
  args: { trees: [] },
  play: async ({ canvasElement }) => {
    await expect(shownTrees(canvasElement)).toEqual([]);
    await expect(
      within(canvasElement).getByText('This class has no skill trees yet.'),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
