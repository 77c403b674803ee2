import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CharacterPanelSlot } from '../../../src/planner/panels/CharacterPanelSlot';
import { CharacterToggle } from '../../../src/planner/panels/CharacterToggle';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { withPadding } from '../../fixtures/decorators';
import { characterStore } from '../fixtures/characterFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/** The counter's control and the place its panel opens, whose code loads on the first open. */
function ToggleAndSlot() {
  return (
    <div className="flex flex-col gap-3">
      <CharacterToggle />
      <CharacterPanelSlot />
    </div>
  );
}

const meta = {
  title: 'Planner/Panels/Character toggle',
  component: ToggleAndSlot,
  decorators: [
    withPlannerStore,
    (Story) => <div className="max-w-xl">{<Story />}</div>,
    withPadding,
  ],
} satisfies Meta<typeof ToggleAndSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

const closed = { ui: { characterPanelOpen: false } };

/** No character: the control offers one; a click opens the panel, another closes it. */
export const NoCharacter: Story = {
  loaders: [storeLoader(() => characterStore(emptyBuild(), undefined, closed))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Plan for a character' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByTestId('character-panel')).toBeNull();
    await userEvent.click(toggle);
    await expect(await canvas.findByTestId('character-panel')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(canvas.queryByTestId('character-panel')).toBeNull();
  },
};

/** A stated character: the control reads its level and names both levels. */
export const WithCharacter: Story = {
  loaders: [
    storeLoader(() =>
      characterStore(emptyBuild(), { level: 60, combatLevel: 48, skippedTraits: [] }, closed),
    ),
  ],
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', {
      name: 'Character: Lv 60, Combat 48',
    });
    await expect(toggle).toHaveTextContent('Lv 60');
  },
};

/** Phone: a thumb-sized control. */
export const Phone: Story = {
  ...NoCharacter,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Plan for a character' });
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
