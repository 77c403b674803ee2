import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CharacterPanel } from '../../../src/planner/panels/CharacterPanel';
import { LevelingPlanPanel } from '../../../src/planner/panels/LevelingPlanPanel';
import { SkillPointsPanel } from '../../../src/planner/panels/SkillPointsPanel';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import { withPadding } from '../../fixtures/decorators';
import { characterStore } from '../fixtures/characterFixtures';
import {
  fullTrooperBuild,
  levelingBuild,
  plannerStore,
  trooperBuild,
} from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/**
 * The character a build is planned for: the counter's "Plan for a character" control, and the
 * panel it opens with the level, the Combat level, the traits bought and the budget they give.
 */
const meta = {
  title: 'Planner/Panels/Character',
  component: CharacterPanel,
  decorators: [
    withPlannerStore,
    (Story) => <div className="max-w-2xl">{<Story />}</div>,
    withPadding,
  ],
  render: () => (
    <div className="flex flex-col gap-2">
      <SkillPointsPanel />
      <CharacterPanel />
    </div>
  ),
} satisfies Meta<typeof CharacterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const storeOf = (loaded: Record<string, unknown>) => loaded.store as PlannerStore;

/** The counter's "/ N": the budget in force. */
async function expectBudget(canvasElement: HTMLElement, total: number) {
  await expect(within(canvasElement).getByRole('meter')).toHaveAttribute(
    'aria-valuemax',
    String(total),
  );
}

/**
 * No character: the quiet control opens the panel, which starts from the highest level with
 * every Combat trait bought; the counter then counts against that budget.
 */
export const Empty: Story = {
  loaders: [
    storeLoader(() =>
      characterStore(trooperBuild(), undefined, { ui: { characterPanelOpen: false } }),
    ),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('character-panel')).toBeNull();
    const control = canvas.getByRole('button', { name: 'Plan for a character' });
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Start at level 200, Combat 100' }));
    await expect(storeOf(loaded).getState().build.character).toEqual({
      level: 200,
      combatLevel: 100,
      skippedTraits: [],
    });
    await expectBudget(canvasElement, 254);
    await expect(canvas.getByRole('spinbutton', { name: 'Character level' })).toHaveValue(200);
    await expect(canvas.getByRole('spinbutton', { name: 'Combat level' })).toHaveValue(100);
    await expect(
      canvas.getByRole('button', { name: 'Character: Lv 200, Combat 100' }),
    ).toBeInTheDocument();
  },
};

/**
 * Level 60, Combat 48, one trait skipped: 84 SP. Buying the trait back is one undo step; two
 * presses of a stepper are one more.
 */
export const Partial: Story = {
  loaders: [
    storeLoader(() =>
      characterStore(trooperBuild(), { level: 60, combatLevel: 48, skippedTraits: [18] }),
    ),
  ],
  play: async ({ canvasElement, loaded }) => {
    const store = storeOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('budget-sources')).toHaveTextContent(
      'Level 60: 60 SP · Combat 48: +24 SP (14 of 15 traits)',
    );
    await expectBudget(canvasElement, 84);
    const skipped = canvas.getByRole('checkbox', { name: 'Combat 18: +3 SP · 5 Spice' });
    await expect(skipped).not.toBeChecked();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(15);
    await userEvent.click(skipped);
    await expect(canvas.getByTestId('budget-sources')).toHaveTextContent(
      'Level 60: 60 SP · Combat 48: +27 SP',
    );
    await expect(canvas.getByTestId('spice-bill')).toHaveTextContent(
      'Spice bill: 126 Spice Melange for 15 traits',
    );
    await expectBudget(canvasElement, 87);

    const raise = canvas.getByRole('button', { name: 'Raise character level' });
    await userEvent.click(raise);
    await userEvent.click(raise);
    await expect(canvas.getByRole('spinbutton', { name: 'Character level' })).toHaveValue(62);
    await expectBudget(canvasElement, 89);
    store.getState().actions.undo();
    await expect(store.getState().build.character?.level).toBe(60);
    store.getState().actions.undo();
    await expect(store.getState().build.character?.skippedTraits).toEqual([18]);
  },
};

/**
 * The most a character has, 200 and 100: 254 SP for 541 Spice. Stopping returns the build to
 * its cap, and the counter to 200.
 */
export const Full: Story = {
  loaders: [
    storeLoader(() =>
      characterStore(fullTrooperBuild(), { level: 200, combatLevel: 100, skippedTraits: [] }),
    ),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expectBudget(canvasElement, 254);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(30);
    await expect(canvas.getByTestId('spice-bill')).toHaveTextContent(
      'Spice bill: 541 Spice Melange for 30 traits',
    );
    await expect(canvas.getByRole('button', { name: 'Raise character level' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop planning for a character' }));
    await expect(storeOf(loaded).getState().build.character).toBeUndefined();
    await expectBudget(canvasElement, 200);
    await expect(
      canvas.getByRole('button', { name: 'Start at level 200, Combat 100' }),
    ).toBeInTheDocument();
  },
};

/** A Leveling Build with a character: the budget replaces the cap, its slider and lock. */
export const ReplacesTheCap: Story = {
  loaders: [
    storeLoader(() =>
      characterStore(levelingBuild(), { level: 30, combatLevel: 0, skippedTraits: [] }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectBudget(canvasElement, 30);
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Lock cap|Cap locked/ })).toBeNull();
    await expect(canvas.getByText("The character's budget replaces the cap.")).toBeVisible();
    await expect(canvas.getByText('No skill-point trait opens before Combat 1.')).toBeVisible();
  },
};

/**
 * A build of 132 SP: a level too low for it is raised to the lowest that pays, and the panel
 * says so; lowering Combat below what the build needs raises the level too.
 */
export const RaisedLevel: Story = {
  loaders: [
    storeLoader(() =>
      characterStore(fullTrooperBuild(), { level: 120, combatLevel: 48, skippedTraits: [] }),
    ),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const level = canvas.getByRole('spinbutton', { name: 'Character level' });
    await userEvent.clear(level);
    await userEvent.type(level, '40{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Raised to level 105: this build spends 132 SP',
    );
    await expect(level).toHaveValue(105);
    await expectBudget(canvasElement, 132);

    const combat = canvas.getByRole('spinbutton', { name: 'Combat level' });
    await userEvent.clear(combat);
    await userEvent.type(combat, '0');
    await userEvent.tab();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Raised to level 132: this build spends 132 SP',
    );
    await expect(storeOf(loaded).getState().build.character).toEqual({
      level: 132,
      combatLevel: 0,
      skippedTraits: [],
    });
  },
};

/**
 * Nothing typed, or a number out of range: an inline error, and the build keeps its last good
 * value, shown again when the field is left; a good number reaches the build on Enter.
 */
export const InvalidInput: Story = {
  loaders: [
    storeLoader(() =>
      characterStore(trooperBuild(), { level: 60, combatLevel: 48, skippedTraits: [] }),
    ),
  ],
  play: async ({ canvasElement, loaded }) => {
    const store = storeOf(loaded);
    const canvas = within(canvasElement);
    const level = canvas.getByRole('spinbutton', { name: 'Character level' });
    await userEvent.clear(level);
    await expect(level).toHaveAttribute('aria-invalid', 'true');
    await expect(level).toHaveAccessibleDescription(
      'Enter a whole number from 1 to 200; the character level stays 60.',
    );
    await userEvent.type(level, '250');
    await expect(canvas.getByText(/the character level stays 60/)).toBeVisible();
    await expect(store.getState().build.character?.level).toBe(60);
    await expectBudget(canvasElement, 87);
    // Leaving the field shows the value kept, and still says why.
    await userEvent.tab();
    await expect(level).toHaveValue(60);
    await expect(level).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(level);
    await userEvent.type(level, '75{Enter}');
    await expect(level).toHaveAttribute('aria-invalid', 'false');
    await expect(store.getState().build.character?.level).toBe(75);

    const combat = canvas.getByRole('spinbutton', { name: 'Combat level' });
    await userEvent.clear(combat);
    await userEvent.type(combat, '101');
    await expect(canvas.getByText(/the combat level stays 48/)).toBeVisible();
    await expect(store.getState().build.character?.combatLevel).toBe(48);
  },
};

/** Game data without progression facts (1.5 here): the panel says why, the cap stays. */
export const NoProgressionData: Story = {
  loaders: [storeLoader(() => plannerStore(trooperBuild(), { ui: { characterPanelOpen: true } }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Character budgets need the current game data.')).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Start at level/ })).toBeNull();
    await expectBudget(canvasElement, 200);
    await userEvent.click(canvas.getByRole('button', { name: 'Close the character panel' }));
    await expect(canvas.queryByTestId('character-panel')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Plan for a character' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** The leveling plan with a character: the level each step is affordable at. */
export const LevelingPlan: Story = {
  loaders: [
    storeLoader(() =>
      characterStore(trooperBuild(), { level: 60, combatLevel: 0, skippedTraits: [] }),
    ),
  ],
  render: () => <LevelingPlanPanel />,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Lv 1');
    await expect(items[1]).toHaveTextContent('Lv 4');
    await expect(
      within(items[1] as HTMLElement).getByText(', affordable at character level 4'),
    ).toBeInTheDocument();
  },
};

/** A phone: the fields, steppers and traits fit the width, every control a thumb's size. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  loaders: [
    storeLoader(() =>
      characterStore(trooperBuild(), { level: 60, combatLevel: 48, skippedTraits: [1] }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByTestId('character-panel');
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    for (const name of [
      'Raise character level',
      'Lower combat level',
      'Character: Lv 60, Combat 48',
    ]) {
      const button = canvas.getByRole('button', { name });
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Lower combat level' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Combat level' })).toHaveValue(47);
  },
};
