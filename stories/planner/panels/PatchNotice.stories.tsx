import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PatchNotice } from '../../../src/planner/panels/PatchNotice';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import { withPadding } from '../../fixtures/decorators';
import { launchIndex, plannerStore, trooperBuild } from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/** The planner's patch report of a build shown with older game data, and its migration. */
const meta = {
  title: 'Planner/Panels/PatchNotice',
  component: PatchNotice,
  decorators: [withPlannerStore, withPadding],
  loaders: [storeLoader(() => plannerStore(trooperBuild(), { index: launchIndex }))],
} satisfies Meta<typeof PatchNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The report with its status, then Migrate moves the build to the current data. */
export const Migrates: Story = {
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const canvas = within(canvasElement);
    const report = await canvas.findByTestId('patch-report');
    await expect(within(report).getByTestId('version-status')).toHaveTextContent(
      'valid on 1.5.3.6',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Migrate to 1.5.3.6' }));
    await waitFor(() => expect(store.getState().index.data.version).toBe('1.5.3.6'));
  },
};
