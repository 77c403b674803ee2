import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LevelingPlanPanel } from '../../../src/planner/panels/LevelingPlanPanel';
import { NO_SKILLS_SELECTED, NOT_IN_LEVELING_ORDER } from '../../../src/skills/levelingPlan';
import { withPadding } from '../../fixtures/decorators';
import { fullTrooperBuild, plannerStore, trooperBuild } from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/** The Leveling Plan: numbered levels in the order taken. */
const meta = {
  title: 'Planner/Panels/Leveling plan',
  component: LevelingPlanPanel,
  decorators: [
    withPlannerStore,
    (Story) => <div className="max-w-md">{<Story />}</div>,
    withPadding,
  ],
} satisfies Meta<typeof LevelingPlanPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_SKILLS_SELECTED)).toBeInTheDocument();
  },
};

/** A build in progress, in the order its levels were taken. */
export const InOrder: Story = {
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('1.Ranged DamageLevel 1');
    await expect(items[1]).toHaveTextContent('2.Ranged DamageLevel 2');
    await expect(items[2]).toHaveTextContent('Center of Mass');
  },
};

/** A long plan scrolls inside the panel. */
export const Full: Story = {
  loaders: [storeLoader(() => plannerStore(fullTrooperBuild()))],
};

/** The creator hides the order: the spec's text instead of the list. */
export const Hidden: Story = {
  loaders: [storeLoader(() => plannerStore({ ...trooperBuild(), levelingOrder: false }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NOT_IN_LEVELING_ORDER)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Share the order' }));
    await expect(
      canvas.getByRole('list', { name: 'Skills in leveling order' }),
    ).toBeInTheDocument();
  },
};
