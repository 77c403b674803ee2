import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WarningBadge } from '../../../src/planner/dialogs/WarningBadge';

const meta = {
  title: 'Planner/Dialogs/Warning badge',
  component: WarningBadge,
} satisfies Meta<typeof WarningBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The badge of the moderation and build-limit alerts: a round 40 px badge with the warning sign. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('span');
    await expect(badge).not.toBeNull();
    const box = badge?.getBoundingClientRect();
    await expect(box?.width).toBe(40);
    await expect(box?.height).toBe(40);
    await expect(badge?.querySelector('svg path')).not.toBeNull();
  },
};
