import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlannerDialogs } from '../../src/planner/PlannerDialogs';
import type { PlannerStore } from '../../src/planner/store/plannerStore';
import { plannerStore, trooperBuild } from './fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from './fixtures/storyStore';

/**
 * The planner's dialogs bound to the store: the one named by the store's UI state is shown
 * (its code loads on first use); none is rendered while no dialog is open.
 */
const meta = {
  title: 'Planner/Dialogs/Planner dialogs',
  component: PlannerDialogs,
  decorators: [withPlannerStore],
} satisfies Meta<typeof PlannerDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (name: string) =>
  within(document.body).findByRole('dialog', { name }, { timeout: 10000 });

/** No dialog open: nothing shows; opening one from the store shows it. */
export const NoneOpen: Story = {
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ loaded }) => {
    const store = loaded.store as PlannerStore;
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    store.getState().actions.openDialog('tags');
    await expect(await findDialog('Build Tags')).toBeVisible();
  },
};

/** Export, opened through the store: the title shows; Cancel closes it in the store. */
export const Export: Story = {
  loaders: [
    storeLoader(() => {
      const store = plannerStore(trooperBuild());
      store.getState().actions.openDialog('export');
      return store;
    }),
  ],
  play: async ({ loaded }) => {
    const store = loaded.store as PlannerStore;
    const dialog = await findDialog('Export Build');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(store.getState().ui.dialog).toBeNull());
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** A success message, as after a save. */
export const Success: Story = {
  loaders: [
    storeLoader(() => {
      const store = plannerStore(trooperBuild());
      store.getState().actions.showSuccess('Build Saved', 'Your build was saved.');
      return store;
    }),
  ],
  play: async () => {
    const dialog = await findDialog('Build Saved');
    await expect(within(dialog).getByText('Your build was saved.')).toBeVisible();
  },
};

/** On a phone the export dialog is a bottom sheet. */
export const Phone: Story = {
  ...Export,
  globals: { viewport: { value: 'phone' } },
  parameters: { plannerLayout: 'mobile' },
  play: async () => {
    await expect(await findDialog('Export Build')).toBeVisible();
  },
};
