import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TrainerAccessPanel } from '../../../src/planner/panels/TrainerAccessPanel';
import { noAdvancedTrainerAccess } from '../../../src/skills/buildDefaults';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { withPadding } from '../../fixtures/decorators';
import { plannerStore, trooperBuild } from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/** Advanced trainer access: a box per class and a master box. */
const meta = {
  title: 'Planner/Panels/Advanced trainers',
  component: TrainerAccessPanel,
  decorators: [
    withPlannerStore,
    (Story) => <div className="max-w-sm">{<Story />}</div>,
    withPadding,
  ],
} satisfies Meta<typeof TrainerAccessPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No access: the master box ticks every class. */
export const None: Story = {
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const master = canvas.getByRole('checkbox', { name: 'Access to all advanced trainers' });
    await expect(master).not.toBeChecked();
    await userEvent.click(master);
    for (const name of [
      'Trooper',
      'Mentat',
      'Planetologist',
      'Bene Gesserit Acolyte',
      'Swordmaster',
    ]) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mentat' }));
    await expect(master).not.toBeChecked();
  },
};

/** Some classes: the master box shows as partly ticked. */
export const Some: Story = {
  loaders: [
    storeLoader(() =>
      plannerStore({
        ...emptyBuild(),
        advancedTrainerAccess: { ...noAdvancedTrainerAccess(), trooper: true, swordmaster: true },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const master = within(canvasElement).getByRole('checkbox', {
      name: 'Access to all advanced trainers',
    });
    await expect((master as HTMLInputElement).indeterminate).toBe(true);
  },
};

/** Every class. */
export const All: Story = {
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Access to all advanced trainers' }),
    ).toBeChecked();
  },
};
