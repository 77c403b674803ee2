import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TreesArea } from '../../../src/planner/panels/TreesArea';
import { withPadding } from '../../fixtures/decorators';
import { watchText } from '../../fixtures/watchText';
import {
  fullTrooperBuild,
  plannerStore,
  redBuild,
  trooperBuild,
} from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/** The selected class's trees: side by side on desktops, one at a time on phones. */
const meta = {
  title: 'Planner/Panels/Trees',
  component: TreesArea,
  decorators: [withPlannerStore, withPadding],
} satisfies Meta<typeof TreesArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByTestId('tree-sp')
        .map((e) => e.textContent),
    ).toEqual(['0 SP', '0 SP', '0 SP']);
  },
};

export const Full: Story = {
  loaders: [storeLoader(() => plannerStore(fullTrooperBuild()))],
};

/** Red skills: their warning sits with the notices above (Planner/Panels/Notices), not here. */
export const Red: Story = {
  loaders: [storeLoader(() => plannerStore(redBuild()))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('skill-tree')).toHaveLength(3);
    await expect(within(canvasElement).queryByTestId('trainer-warning')).toBeNull();
  },
};

/** Search: matches ringed, others faded, the stepped-to match marked. */
export const Searching: Story = {
  loaders: [storeLoader(() => plannerStore(trooperBuild(), { ui: { searchQuery: 'damage' } }))],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: /^Gunnery: Ranged Damage,.*matches search$/,
      }),
    ).toBeInTheDocument();
  },
};

/** Swordmaster: the trees in the order The Blade, The Will, The Way. */
export const Swordmaster: Story = {
  loaders: [storeLoader(() => plannerStore({ ...trooperBuild(), selectedClass: 'swordmaster' }))],
  play: async ({ canvasElement }) => {
    const trees = within(canvasElement).getAllByRole('region', { name: /tree$/ });
    await expect(trees.map((t) => t.getAttribute('aria-label'))).toEqual([
      'The Blade tree',
      'The Will tree',
      'The Way tree',
    ]);
  },
};

/** A phone: one tree, arrows that wrap around. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { plannerLayout: 'mobile' },
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Gunnery 1/3');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous tree' }));
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Tactical Tech 3/3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next tree' }));
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Gunnery 1/3');
  },
};

/**
 * The first screen's graph mounts one step after the first paint; a tree the arrows bring in
 * later draws at once, with no "Drawing the tree…" in between.
 */
export const PhoneTreeSwitchDrawsAtOnce: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { plannerLayout: 'mobile' },
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = () => canvas.getByTestId('skill-tree');
    await waitFor(() => expect(tree().querySelector('[data-skill-id]')).not.toBeNull());
    const placeholderDrawn = watchText(canvasElement, 'Drawing the tree…');
    await userEvent.click(canvas.getByRole('button', { name: 'Next tree' }));
    await expect(tree()).toHaveAttribute('data-tree-name', 'Suspensor Training');
    await waitFor(() => expect(tree().querySelector('[data-skill-id]')).not.toBeNull());
    await expect(placeholderDrawn()).toBe(false);
  },
};
