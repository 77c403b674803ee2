import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CharacterChip } from '../../../src/builds/cards/CharacterChip';
import { withPadding } from '../../fixtures/decorators';

/** The character a build is planned for, as its card names it. */
const meta = {
  title: 'Builds/Cards/Character chip',
  component: CharacterChip,
  decorators: [withPadding],
  args: { character: { level: 60, combatLevel: 48 } },
} satisfies Meta<typeof CharacterChip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Level and Combat level, read out as what the build is planned for. */
export const WithCombat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('card-character')).toHaveTextContent('Lv 60 · Combat 48');
    await expect(canvasElement).toHaveTextContent('Planned for Lv 60 · Combat 48');
  },
};

/** Without Combat specialisation: the level alone. */
export const LevelOnly: Story = {
  args: { character: { level: 35, combatLevel: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('card-character')).toHaveTextContent(/^Lv 35$/);
  },
};

/** Phone: one short chip. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByTestId('card-character');
    await expect(chip.getBoundingClientRect().width).toBeLessThan(200);
  },
};
