import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { LevelingCapHint } from '../../../src/planner/panels/LevelingCapHint';
import { SkillPointsPanel } from '../../../src/planner/panels/SkillPointsPanel';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import { withPadding } from '../../fixtures/decorators';
import { fullTrooperBuild, levelingBuild, plannerStore } from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/** The skill-point counter, and for a Leveling Build the cap slider with its lock. */
const meta = {
  title: 'Planner/Panels/Skill points',
  component: SkillPointsPanel,
  decorators: [
    withPlannerStore,
    (Story) => <div className="max-w-md">{<Story />}</div>,
    withPadding,
  ],
} satisfies Meta<typeof SkillPointsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing spent, no cap: the slider is offered through the Leveling Build tag, in the hint the
 * planner shows beside its leveling plan (the counter above the trees stays one short line).
 */
export const Empty: Story = {
  loaders: [storeLoader(() => plannerStore())],
  render: () => (
    <div className="flex flex-col gap-3">
      <SkillPointsPanel />
      <LevelingCapHint />
    </div>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sp-spent')).toHaveTextContent('0');
    await expect(canvas.getByText('200 SP left')).toBeInTheDocument();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tag it a Leveling Build' }));
    await expect((loaded.store as PlannerStore).getState().ui.dialog).toBe('tags');
  },
};

/** A big build with no custom cap. */
export const Full: Story = {
  loaders: [storeLoader(() => plannerStore(fullTrooperBuild()))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuemax', '200');
  },
};

/** A Leveling Build: the slider runs from SP spent to 200 in steps of 1. */
export const LevelingBuild: Story = {
  loaders: [storeLoader(() => plannerStore(levelingBuild()))],
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: /Skill point cap/ });
    await expect(slider).toHaveAttribute('min', String(store.getState().build.skillpoints));
    await expect(slider).toHaveAttribute('max', '200');
    await expect(slider).toHaveAttribute('step', '1');
    await fireEvent.change(slider, { target: { value: '14' } });
    await expect(store.getState().build.customSkillPointCap).toBe(14);
    await fireEvent.change(slider, { target: { value: '3' } });
    await expect(store.getState().build.customSkillPointCap).toBe(
      store.getState().build.skillpoints,
    );
  },
};

/** With the cap's slider in the counter, the hint beside the leveling plan is gone. */
export const LevelingBuildNoHint: Story = {
  loaders: [storeLoader(() => plannerStore(levelingBuild()))],
  render: () => (
    <div className="flex flex-col gap-3">
      <SkillPointsPanel />
      <LevelingCapHint />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: /Skill point cap/ })).toBeVisible();
    await expect(canvas.queryByTestId('leveling-cap-hint')).toBeNull();
  },
};

/** The lock freezes the slider. */
export const Locked: Story = {
  loaders: [storeLoader(() => plannerStore(levelingBuild(), { ui: { capLocked: true } }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cap locked' }));
    await expect(canvas.getByRole('slider')).toBeEnabled();
  },
};

/** At the cap: nothing left, the bar turns red. */
export const AtCap: Story = {
  loaders: [
    storeLoader(() => {
      const build = levelingBuild();
      return plannerStore({ ...build, customSkillPointCap: build.skillpoints });
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('sp-left')).toHaveTextContent('0 SP left');
  },
};

/** A phone's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  loaders: [storeLoader(() => plannerStore(levelingBuild()))],
};
