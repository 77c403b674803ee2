import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UnlockChecklistPanel } from '../../../src/planner/panels/UnlockChecklistPanel';
import { createPlannerStore } from '../../../src/planner/store/plannerStore';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { withPadding } from '../../fixtures/decorators';
import { PROGRESSION_INDEX, trooperBuild } from '../../fixtures/progressionFixtures';
import { plannerStore } from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

const checklistStore = (build = trooperBuild()) =>
  createPlannerStore({ index: PROGRESSION_INDEX, build });

/** The planner's unlock checklist, bound to its store. */
const meta = {
  title: 'Planner/Panels/Unlock checklist',
  component: UnlockChecklistPanel,
  decorators: [
    withPlannerStore,
    (Story) => <div className="max-w-xl">{<Story />}</div>,
    withPadding,
  ],
} satisfies Meta<typeof UnlockChecklistPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Trooper build: ticking the advanced trainer is the build's advanced trainer access. */
export const Full: Story = {
  loaders: [storeLoader(() => checklistStore())],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('unlocks-left')).toHaveTextContent('4 of 4 to do');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Advanced Trooper trainer/ }));
    await expect(canvas.getByTestId('unlocks-left')).toHaveTextContent('3 of 4 to do');
    const { store } = loaded as { store: ReturnType<typeof checklistStore> };
    await expect(store.getState().build.advancedTrainerAccess.trooper).toBe(true);
    // One undo step, as every edit of the build.
    store.getState().actions.undo();
    await expect(
      await canvas.findByRole('checkbox', { name: /Advanced Trooper trainer/ }),
    ).not.toBeChecked();
  },
};

/** An empty build needs nothing yet. */
export const Empty: Story = {
  loaders: [storeLoader(() => checklistStore(emptyBuild()))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('unlocks-left')).toHaveTextContent(
      'Nothing to unlock yet',
    );
  },
};

/** Game data without unlock facts (an older version): no checklist at all. */
export const NoFacts: Story = {
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('unlock-checklist')).toBeNull();
  },
};

/** Phone: the checklist fits the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  loaders: [storeLoader(() => checklistStore())],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByTestId('unlock-checklist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
