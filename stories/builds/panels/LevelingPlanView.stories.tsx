import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LevelingPlanView } from '../../../src/builds/panels/LevelingPlanView';
import { NO_SKILLS_SELECTED, NOT_IN_LEVELING_ORDER } from '../../../src/skills/levelingPlan';
import { withPadding } from '../../fixtures/decorators';

/** The Leveling Plan from props alone, as the planner and the viewer both show it. */
const meta = {
  title: 'Builds/Panels/Leveling plan view',
  component: LevelingPlanView,
  decorators: [(Story) => <div className="max-w-md">{<Story />}</div>, withPadding],
  args: {
    levelingOrder: true,
    rows: [
      { step: 1, skillId: 10, level: 1, name: 'Shield Wall' },
      { step: 2, skillId: 11, level: 1, name: 'Suspensor Grenade' },
      { step: 3, skillId: 10, level: 2, name: 'Shield Wall' },
    ],
  },
} satisfies Meta<typeof LevelingPlanView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every level taken, numbered in order. */
export const Numbered: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Skills in leveling order' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent('3.Shield WallLevel 2');
  },
};

/**
 * With a stated character: the level each step is affordable at, said in full to screen
 * readers; a step no level pays for says so.
 */
export const WithCharacterLevels: Story = {
  args: { stepLevels: [1, 3, null] },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('Lv 3');
    await expect(
      within(items[1] as HTMLElement).getByText(', affordable at character level 3'),
    ).toBeInTheDocument();
    await expect(items[2]).toHaveTextContent('Lv –');
    await expect(
      within(items[2] as HTMLElement).getByText(', not affordable at any character level'),
    ).toBeInTheDocument();
  },
};

/** Without a character, no levels (the rows stay as they were). */
export const WithoutCharacter: Story = {
  args: { stepLevels: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^Lv /)).toBeNull();
  },
};

/** Nothing allocated yet. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_SKILLS_SELECTED)).toBeInTheDocument();
  },
};

/** The creator did not share the order: the spec's text, no rows. */
export const OrderHidden: Story = {
  args: { levelingOrder: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NOT_IN_LEVELING_ORDER)).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Phone: the rows fit the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('leveling-plan');
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};
