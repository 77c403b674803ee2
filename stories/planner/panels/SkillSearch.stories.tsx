import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkillSearch } from '../../../src/planner/panels/SkillSearch';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import { withPadding } from '../../fixtures/decorators';
import { plannerStore } from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/** The skill search: by name or effect, across the class's trees; Enter steps through. */
const meta = {
  title: 'Planner/Panels/Skill search',
  component: SkillSearch,
  decorators: [
    withPlannerStore,
    (Story) => <div className="max-w-md">{<Story />}</div>,
    withPadding,
  ],
} satisfies Meta<typeof SkillSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByRole('button', { name: 'Next match' })).toBeDisabled();
  },
};

/** Matches by effect text; Enter, Shift+Enter and the arrows step; Escape clears. */
export const Matches: Story = {
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search skills' });
    await userEvent.type(input, 'durability');
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^1 of \d+: .+ \(Gunnery\)$/);
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent(/^2 of /);
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(status).toHaveTextContent(/^1 of /);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous match' }));
    await expect(store.getState().ui.searchMatchIndex).toBeGreaterThan(0);
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** Nothing matches. */
export const NoMatch: Story = {
  loaders: [storeLoader(() => plannerStore(undefined, { ui: { searchQuery: 'sandworm' } }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No skills match');
  },
};
