import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CharacterBudgetView } from '../../../src/builds/panels/CharacterBudgetView';
import { withPadding } from '../../fixtures/decorators';
import { characterOf, PROGRESSION } from '../../fixtures/progressionFixtures';

/** The character a build is planned for, from props alone, as the planner and viewer show it. */
const meta = {
  title: 'Builds/Panels/Character budget view',
  component: CharacterBudgetView,
  decorators: [(Story) => <div className="max-w-md">{<Story />}</div>, withPadding],
  args: { ...characterOf(60, 48), progression: PROGRESSION },
} satisfies Meta<typeof CharacterBudgetView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Level 60 with Combat 48: where the 87 SP come from, the Spice bill, the gate one click away. */
export const Combat48: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Character' });
    await expect(within(panel).getByTestId('budget-sources')).toHaveTextContent(
      'Level 60: 60 SP · Combat 48: +27 SP',
    );
    await expect(panel).toHaveTextContent('Budget 87 SP');
    await expect(within(panel).getByTestId('spice-bill')).toHaveTextContent(
      'Spice bill: 126 Spice Melange for 15 traits',
    );
    // The points of a level count the starting ability: an inference, shown as one.
    await expect(panel).toHaveTextContent('likely');
    const gate = within(panel).getByText('How specialisations open');
    await expect(within(panel).queryByText(/House Operator/)).not.toBeVisible();
    await userEvent.click(gate);
    await expect(within(panel).getByText(/House Operator/)).toBeVisible();
  },
};

/** Skipped traits: fewer points, a smaller bill, and the count of traits bought. */
export const SomeTraitsSkipped: Story = {
  args: { ...characterOf(60, 48, [1, 48]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('budget-sources')).toHaveTextContent(
      'Level 60: 60 SP · Combat 48: +21 SP (13 of 15 traits)',
    );
    await expect(canvas.getByTestId('spice-bill')).toHaveTextContent(
      'Spice bill: 109 Spice Melange for 13 traits',
    );
  },
};

/** A character without Combat specialisation: levels only, no bill, no gate. */
export const NoSpecialisation: Story = {
  args: { ...characterOf(35, 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('budget-sources')).toHaveTextContent(/^Level 35: 35 SP$/);
    await expect(canvas.getByTestId('spice-bill')).toHaveTextContent(
      'Spice bill: no skill-point traits bought',
    );
    await expect(canvas.queryByText('How specialisations open')).toBeNull();
  },
};

/** The most a character can have: 254 SP for 541 Spice. */
export const Full: Story = {
  args: { ...characterOf(200, 100) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Character' })).toHaveTextContent(
      'Budget 254 SP',
    );
    await expect(canvas.getByTestId('spice-bill')).toHaveTextContent(
      'Spice bill: 541 Spice Melange for 30 traits',
    );
  },
};

/** Phone: the panel fits the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('character-budget');
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};
