import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ViewerCharacter } from '../../src/viewer/ViewerCharacter';
import { withPadding } from '../fixtures/decorators';
import { gameIndex, progressionIndex, viewerBuild, withCharacter } from './fixtures';

/** The character a shared build is planned for, read-only. */
const meta = {
  title: 'Viewer/Character',
  component: ViewerCharacter,
  decorators: [(Story) => <div className="max-w-md">{<Story />}</div>, withPadding],
  args: { view: { build: withCharacter(viewerBuild(), 60, 48), index: progressionIndex } },
} satisfies Meta<typeof ViewerCharacter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Level 60 with Combat 48: its budget and Spice bill, nothing to change. */
export const Stated: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Character' }));
    await expect(panel.getByTestId('budget-sources')).toHaveTextContent(
      'Level 60: 60 SP · Combat 48: +27 SP',
    );
    await expect(panel.queryByRole('spinbutton')).toBeNull();
  },
};

/** A build that states no character shows nothing. */
export const NoneStated: Story = {
  args: { view: { build: viewerBuild(), index: progressionIndex } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Character' })).toBeNull();
  },
};

/** Game data without progression facts: no budget it cannot count. */
export const NoFacts: Story = {
  args: { view: { build: withCharacter(viewerBuild(), 60, 48), index: gameIndex } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Character' })).toBeNull();
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
