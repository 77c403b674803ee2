import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuildModifiersPanel } from '../../../src/planner/panels/BuildModifiersPanel';
import { NO_PASSIVE_MODIFIERS } from '../../../src/skills/modifiers';
import { withPadding } from '../../fixtures/decorators';
import { fullTrooperBuild, plannerStore, trooperBuild } from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/** Build Modifiers: the passives' effects totalled by name, grouped by category. */
const meta = {
  title: 'Planner/Panels/Build modifiers',
  component: BuildModifiersPanel,
  decorators: [
    withPlannerStore,
    (Story) => <div className="max-w-md">{<Story />}</div>,
    withPadding,
  ],
} satisfies Meta<typeof BuildModifiersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_PASSIVE_MODIFIERS)).toBeInTheDocument();
  },
};

export const Some: Story = {
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Damage' })).toHaveTextContent('+6%');
  },
};

export const Full: Story = {
  loaders: [storeLoader(() => plannerStore(fullTrooperBuild()))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term').length).toBeGreaterThan(5);
  },
};
