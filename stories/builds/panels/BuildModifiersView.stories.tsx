import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuildModifiersView } from '../../../src/builds/panels/BuildModifiersView';
import { NO_PASSIVE_MODIFIERS } from '../../../src/skills/modifiers';
import { withPadding } from '../../fixtures/decorators';

/** Build Modifiers from props alone, as the planner and the viewer both show them. */
const meta = {
  title: 'Builds/Panels/Build modifiers view',
  component: BuildModifiersView,
  decorators: [(Story) => <div className="max-w-md">{<Story />}</div>, withPadding],
  args: {
    groups: [
      {
        category: 'Damage',
        modifiers: [
          {
            category: 'Damage',
            name: 'Ranged weapon damage',
            value: 9,
            unit: 'percent',
            skillIds: [1],
          },
          { category: 'Damage', name: 'Melee damage', value: -25, unit: 'percent', skillIds: [2] },
        ],
      },
      {
        category: 'Health',
        modifiers: [
          { category: 'Health', name: 'Max health', value: 40, unit: 'none', skillIds: [3] },
        ],
      },
    ],
  },
} satisfies Meta<typeof BuildModifiersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each category is a named region; values are signed, with their unit. */
export const Some: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const damage = canvas.getByRole('region', { name: 'Damage' });
    await expect(damage).toHaveTextContent('Ranged weapon damage+9%');
    await expect(damage).toHaveTextContent('Melee damage-25%');
    await expect(canvas.getByRole('region', { name: 'Health' })).toHaveTextContent('+40');
  },
};

/** No passives: the spec's empty text. */
export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_PASSIVE_MODIFIERS)).toBeInTheDocument();
  },
};

/** Phone: names and values stay on one line each, nothing overflows. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('build-modifiers');
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};
