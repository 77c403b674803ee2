import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TreesView } from '../../../src/builds/trees/TreesView';
import { withPadding } from '../../fixtures/decorators';
import { emptyView, fullView, readOnlyTree, shownTrees, trooperTrees } from './treeStoryData';

/**
 * The shown class's trees from props alone, as the planner and the viewer both show them: side
 * by side on desktops; one at a time on phones, with previous/next arrows and "n/N".
 */
const meta = {
  title: 'Builds/Trees/Trees view',
  component: TreesView,
  decorators: [withPadding],
  args: {
    trees: trooperTrees,
    mobile: false,
    shownIndex: 0,
    onStepTree: fn(),
    renderTree: readOnlyTree(emptyView),
  },
} satisfies Meta<typeof TreesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new build: the three trees side by side, each headed by its name, no arrows. */
export const Empty: Story = {
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
    await expect(canvas.queryByRole('button', { name: 'Next tree' })).toBeNull();
    await expect(
      await canvas.findByRole('button', { name: /^Gunnery: Ranged Damage, .*level 0 of/ }),
    ).toBeInTheDocument();
  },
};

/** A full Gunnery tree: the graph shows the build's levels. */
export const Full: Story = {
  args: { renderTree: readOnlyTree(fullView) },
  play: async ({ canvasElement }) => {
    const entry = await within(canvasElement).findByRole('button', {
      name: /^Gunnery: Ranged Damage, .*fully allocated/,
    });
    await expect(entry).toBeInTheDocument();
  },
};

/** Read-only (the viewer): a click opens the skill's details and changes nothing. */
export const ReadOnly: Story = {
  args: { renderTree: readOnlyTree(fullView) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entry = await canvas.findByRole('button', { name: /^Gunnery: Ranged Damage,/ });
    // Pressed and clicked in one task: a hover first may let the live graph take the drawing's
    // place before the click lands on it, which no real pointer can miss.
    entry.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    entry.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }));
    entry.click();
    // The details dialog is a lazy chunk: a cold run transforms it on this first click.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Ranged Damage',
    });
    await expect(within(dialog).queryByRole('button', { name: 'Add a level' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** A class without trees: the note instead of graphs. */
export const NoTrees: Story = {
  args: { trees: [] },
  play: async ({ canvasElement }) => {
    await expect(shownTrees(canvasElement)).toEqual([]);
    await expect(
      within(canvasElement).getByText('This class has no skill trees yet.'),
    ).toBeVisible();
  },
};

/** A phone: one tree, "n/N" in the heading, and the arrows report their step. */
export const Phone: Story = {
  args: { mobile: true, shownIndex: 1 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(shownTrees(canvasElement)).toEqual(['Suspensor Training']);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Suspensor Training 2/3',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous tree' }));
    await expect(args.onStepTree).toHaveBeenLastCalledWith(-1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next tree' }));
    await expect(args.onStepTree).toHaveBeenLastCalledWith(1);
  },
};

/** A phone with the page's wrapping step: past the last tree comes the first, and back. */
export const PhoneWrapping: Story = {
  globals: { viewport: { value: 'phone' } },
  render: function Render(args) {
    const [shown, setShown] = useState(0);
    const count = args.trees.length;
    return (
      <TreesView
        {...args}
        mobile
        shownIndex={shown}
        onStepTree={(by) => {
          setShown((current) => (current + by + count) % count);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = () => canvas.getByRole('heading', { level: 3 });
    await expect(heading()).toHaveTextContent('Gunnery 1/3');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous tree' }));
    await expect(heading()).toHaveTextContent('Tactical Tech 3/3');
    await expect(shownTrees(canvasElement)).toEqual(['Tactical Tech']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next tree' }));
    await expect(heading()).toHaveTextContent('Gunnery 1/3');
  },
};
