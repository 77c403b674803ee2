import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TreePanel } from '../../../src/planner/panels/TreePanel';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import type { SkillTree } from '../../../src/skills/gameData';
import { withPadding } from '../../fixtures/decorators';
import { gameIndex, GUNNERY, plannerStore, trooperBuild } from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

const gunnery = [...gameIndex.treesById.values()].find(
  (tree) => tree.name === 'Gunnery',
) as SkillTree;

/** One skill tree bound to the store: its heading, its spent points and the lazily drawn graph. */
const meta = {
  title: 'Planner/Panels/Tree',
  component: TreePanel,
  decorators: [
    withPlannerStore,
    (Story) => <div className="max-w-xl">{<Story />}</div>,
    withPadding,
  ],
  args: { tree: gunnery },
} satisfies Meta<typeof TreePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const findRangedDamage = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: /^Gunnery: Ranged Damage,/ });

/** A new build: nothing spent; a skill taken in the store shows in the tree's points. */
export const Empty: Story = {
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Gunnery tree' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Gunnery' })).toBeVisible();
    await expect(canvas.getByTestId('tree-sp')).toHaveTextContent('0 SP');
    await expect(await findRangedDamage(canvasElement)).toBeVisible();
    store.getState().actions.allocateSkill(GUNNERY.rangedDamage);
    await waitFor(() => expect(canvas.getByTestId('tree-sp')).not.toHaveTextContent('0 SP'));
  },
};

/** Some skills taken: the tree's spent points show beside its name. */
export const PartlyAllocated: Story = {
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement }) => {
    await expect(await findRangedDamage(canvasElement)).toBeVisible();
    await expect(within(canvasElement).getByTestId('tree-sp')).not.toHaveTextContent('0 SP');
  },
};

/** A replaced heading (the phone layout's tree switcher), on a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { plannerLayout: 'mobile' },
  args: { heading: <h3 className="font-display text-lg text-spice-200">Gunnery 1/3</h3> },
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Gunnery 1/3' }),
    ).toBeVisible();
    await expect(await findRangedDamage(canvasElement)).toBeInTheDocument();
  },
};
