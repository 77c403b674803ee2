import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ClassSelector } from '../../../src/planner/panels/ClassSelector';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import { withPadding } from '../../fixtures/decorators';
import { fullTrooperBuild, plannerStore } from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/** The class selector icons, each with the SP the build spends in the class. */
const meta = {
  title: 'Planner/Panels/Class selector',
  component: ClassSelector,
  decorators: [withPlannerStore, withPadding],
} satisfies Meta<typeof ClassSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Trooper 0 SP spent' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Swordmaster 0 SP spent' }));
    await expect((loaded.store as PlannerStore).getState().build.selectedClass).toBe('swordmaster');
  },
};

/** SP spent in the Trooper. */
export const WithSpending: Story = {
  loaders: [storeLoader(() => plannerStore(fullTrooperBuild()))],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /^Trooper \d{2,3} SP spent$/ }),
    ).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  loaders: [storeLoader(() => plannerStore(fullTrooperBuild()))],
};
