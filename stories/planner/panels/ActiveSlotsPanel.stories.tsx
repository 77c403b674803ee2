import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ActiveSlotsPanel } from '../../../src/planner/panels/ActiveSlotsPanel';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import { withPadding } from '../../fixtures/decorators';
import { fullTrooperBuild, plannerStore, trooperBuild } from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/**
 * Active Abilities and Active Techniques: each slot's dropdown offers None and the build's
 * taken skills of the type; a skill in another slot is greyed; the current one is marked and
 * choosing it again clears the slot.
 */
const meta = {
  title: 'Planner/Panels/Active slots',
  component: ActiveSlotsPanel,
  decorators: [
    withPlannerStore,
    (Story) => <div className="max-w-sm">{<Story />}</div>,
    withPadding,
  ],
  args: { kind: 'ability' },
} satisfies Meta<typeof ActiveSlotsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No skills taken: only None to choose. */
export const Empty: Story = {
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Ability slot 1/ }));
    const list = canvas.getByRole('listbox', { name: 'Ability slot 1' });
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await expect(within(list).getByText(/Take skills of this type/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Two slots filled: the third's dropdown greys them out. */
export const PartlyFilled: Story = {
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Ability slot 3/ }));
    const list = canvas.getByRole('listbox');
    await expect(within(list).getByRole('option', { name: /Anti-gravity Field/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(list).getByRole('option', { name: 'Explosive Grenade' }));
    await expect(store.getState().build.activeAbilities[2]).toBe(18);
    await userEvent.click(canvas.getByRole('button', { name: /Ability slot 3/ }));
    await userEvent.click(canvas.getByRole('option', { name: 'Explosive Grenade (current)' }));
    await expect(store.getState().build.activeAbilities[2]).toBeNull();
  },
};

/** All three technique slots filled. */
export const FullTechniques: Story = {
  args: { kind: 'technique' },
  loaders: [storeLoader(() => plannerStore(fullTrooperBuild()))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Active Techniques' })).toBeInTheDocument();
    for (const slot of [1, 2, 3]) {
      await expect(
        canvas.getByRole('button', { name: new RegExp(`Technique slot ${slot}`) }),
      ).not.toHaveTextContent('Empty');
    }
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
};
