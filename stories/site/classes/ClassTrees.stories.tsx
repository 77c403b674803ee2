import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ClassTrees } from '../../../src/site/classes/ClassTrees';
import { withPageFrame } from '../../fixtures/decorators';
import { CLASS_DETAILS, classTreesWithSkills } from '../../fixtures/gameFixtures';
import { must } from '../../fixtures/must';
import { withServerHtml } from '../../fixtures/serverHtml';

/**
 * A class page's trees from props alone (the page fetches them and shows their loading and
 * failure): read-only, nothing taken, side by side from medium screens and stacked on phones.
 */
const trooper = must(CLASS_DETAILS.find((cls) => cls.slug === 'trooper'));

const meta = {
  title: 'Site/Classes/ClassTrees',
  component: ClassTrees,
  decorators: [withPageFrame],
  args: { detail: trooper, data: classTreesWithSkills(trooper.id) },
} satisfies Meta<typeof ClassTrees>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The names of the trees drawn, in order. */
const drawnTrees = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByTestId('skill-tree')
    .map((tree) => tree.dataset.treeName);

const rangedDamage = /^Gunnery: Ranged Damage,/;

/**
 * The Trooper's three trees side by side, each a region headed by its name, nothing taken and
 * nothing red; a click on a skill opens its details and changes no level.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(drawnTrees(canvasElement)).toEqual([
      'Gunnery',
      'Suspensor Training',
      'Tactical Tech',
    ]);
    const tops = new Set<number>();
    for (const name of ['Gunnery', 'Suspensor Training', 'Tactical Tech']) {
      const region = canvas.getByRole('region', { name: `${name} tree` });
      await expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent(name);
      tops.add(Math.round(region.getBoundingClientRect().top));
    }
    await expect(tops.size).toBe(1);
    await expect(canvasElement.querySelectorAll('.sg-node--red')).toHaveLength(0);
    // Reached for, the drawing hands the tree to the graph: the click then lands on the graph's
    // node, however long the graph takes to mount on a busy machine.
    const gunnery = canvas.getByRole('region', { name: 'Gunnery tree' });
    await userEvent.hover(await within(gunnery).findByRole('button', { name: rangedDamage }));
    await waitFor(
      async () => {
        await expect(gunnery.querySelector('[data-tree-drawing]')).toBeNull();
      },
      { timeout: 15_000 },
    );
    const node = within(gunnery).getByRole('button', { name: rangedDamage });
    await expect(node).toHaveAccessibleName(/level 0 of 3/);

    await userEvent.click(node);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Ranged Damage' },
      { timeout: 15_000 },
    );
    await expect(within(dialog).getByText('Level 0 of 3')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: rangedDamage })).toHaveAccessibleName(
      /level 0 of 3/,
    );
  },
};

/**
 * As a class page serves them: the server's drawing is kept as it is while the page hydrates
 * (React claims none of its nodes), shown once fitted to its panel, each skill named and the
 * first one focusable. A tap and Enter on it (details at the first try) are the class page's
 * journey (e2e/viewerAndClassPage.spec.ts), on the built site.
 */
export const FromServer: Story = {
  decorators: [withServerHtml],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gunnery = await canvas.findByRole('region', { name: 'Gunnery tree' });
    // Shown once fitted to its panel (the server's unfitted drawing waits, hidden).
    const drawn = await within(gunnery).findByRole('button', { name: rangedDamage });
    await expect(drawn).toHaveAccessibleName(/level 0 of 3/);
    await expect(Object.keys(drawn).some((key) => key.startsWith('__reactFiber'))).toBe(false);
    await expect(
      gunnery.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform,
    ).not.toBe('translate(0px, 0px) scale(1)');
    for (const name of ['Gunnery tree', 'Tactical Tech tree']) {
      const region = canvas.getByRole('region', { name });
      await waitFor(() => expect(region.querySelector('[data-fitted]')).not.toBeNull());
      await expect(region.querySelectorAll('[data-skill-id][tabindex="0"]')).toHaveLength(1);
    }
  },
};

/** A class the data lists no trees for: a line saying so, no drawing. */
export const NoTrees: Story = {
  args: { data: { trees: [], skills: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No skill trees are listed for this class yet.')).toBeVisible();
    await expect(drawnTrees(canvasElement)).toEqual([]);
  },
};

/** Another class: its own trees in its display order (Swordmaster's The Blade first). */
export const Swordmaster: Story = {
  args: (() => {
    const swordmaster = must(CLASS_DETAILS.find((cls) => cls.slug === 'swordmaster'));
    return { detail: swordmaster, data: classTreesWithSkills(swordmaster.id) };
  })(),
  play: async ({ canvasElement }) => {
    await expect(drawnTrees(canvasElement)).toEqual(['The Blade', 'The Will', 'The Way']);
  },
};

/** On a phone the trees stack in one column and nothing runs off the side. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const [first, second, third] = within(canvasElement).getAllByTestId('skill-tree');
    await expect(must(second).getBoundingClientRect().top).toBeGreaterThan(
      must(first).getBoundingClientRect().bottom - 1,
    );
    await expect(must(third).getBoundingClientRect().top).toBeGreaterThan(
      must(second).getBoundingClientRect().bottom - 1,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
