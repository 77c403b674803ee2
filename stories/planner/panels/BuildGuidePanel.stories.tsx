import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BuildGuidePanel } from '../../../src/planner/panels/BuildGuidePanel';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import { withPadding } from '../../fixtures/decorators';
import { plannerStore, trooperBuild } from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/** The Build Guide panel: the lazily loaded markdown editor, bound to the store. */
const meta = {
  title: 'Planner/Panels/Build guide',
  component: BuildGuidePanel,
  decorators: [
    withPlannerStore,
    (Story) => <div className="max-w-2xl">{<Story />}</div>,
    withPadding,
  ],
} satisfies Meta<typeof BuildGuidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing goes to the build, and a burst of typing is one undo step. */
export const Empty: Story = {
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const field = await within(canvasElement).findByRole('textbox');
    await userEvent.type(field, 'Spice first');
    await expect(store.getState().build.buildGuide).toBe('Spice first');
    await expect(store.getState().history.past).toHaveLength(1);
    await expect(within(canvasElement).getByText('11/4000')).toBeInTheDocument();
  },
};

export const WithGuide: Story = {
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox')).toHaveValue(
      trooperBuild().buildGuide,
    );
  },
};
