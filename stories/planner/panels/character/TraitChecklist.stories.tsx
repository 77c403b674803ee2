import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TraitChecklist } from '../../../../src/planner/panels/character/TraitChecklist';
import { openTraits } from '../../../../src/skills/characterBudget';
import { withPadding } from '../../../fixtures/decorators';
import { PROGRESSION } from '../../../fixtures/progressionFixtures';

/** The skill-point traits open at a Combat level, ticked when bought. */
const meta = {
  title: 'Planner/Panels/Character/Trait checklist',
  component: TraitChecklist,
  decorators: [withPadding],
  args: {
    character: { level: 60, combatLevel: 48, skippedTraits: [18] },
    open: openTraits(PROGRESSION, 48),
    onToggle: fn(),
  },
} satisfies Meta<typeof TraitChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fifteen traits by Combat 48, one skipped; a tick sends its Combat level. */
export const Combat48: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(15);
    const skipped = canvas.getByRole('checkbox', { name: 'Combat 18: +3 SP · 5 Spice' });
    await expect(skipped).not.toBeChecked();
    await userEvent.click(skipped);
    await expect(args.onToggle).toHaveBeenCalledWith(18);
  },
};

/** Combat 0: nothing opens yet. */
export const NoneOpen: Story = {
  args: { character: { level: 60, combatLevel: 0, skippedTraits: [] }, open: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
    await expect(canvasElement).toHaveTextContent('No skill-point trait opens before Combat 1.');
  },
};
