import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkillPointsView } from '../../../src/builds/panels/SkillPointsView';
import { withPadding } from '../../fixtures/decorators';

/** The skill-point counter from props alone, as the planner and the viewer both show it. */
const meta = {
  title: 'Builds/Panels/Skill points view',
  component: SkillPointsView,
  decorators: [(Story) => <div className="max-w-sm">{<Story />}</div>, withPadding],
  args: { spent: 58, cap: 200 },
} satisfies Meta<typeof SkillPointsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SP spent of the cap, SP left and the meter's spoken value. */
export const Partly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sp-spent')).toHaveTextContent('58');
    await expect(canvas.getByTestId('sp-left')).toHaveTextContent('142 SP left');
    await expect(canvas.getByRole('meter', { name: 'Skill points spent' })).toHaveAttribute(
      'aria-valuetext',
      '58 of 200 skill points spent',
    );
  },
};

/** At a Leveling Build's cap: nothing left, the meter full. */
export const AtCap: Story = {
  args: { spent: 40, cap: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sp-left')).toHaveTextContent('0 SP left');
    const meter = canvas.getByRole('meter', { name: 'Skill points spent' });
    await expect((meter.firstElementChild as HTMLElement).style.width).toBe('100%');
  },
};

/** What the page adds below the meter shows inside the same frame. */
export const WithControls: Story = {
  args: { children: <p>Cap controls</p> },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Skill points' });
    await expect(panel).toHaveTextContent('Cap controls');
  },
};

/** Phone: the counter fits the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('skill-points');
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};
