import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../src/graph/graph.css';
import { RedBadge, StatusBadge, type SkillDisplayState } from '../../src/graph/nodes/StatusBadge';

/**
 * A node's corner badge: the state said without colour (padlock, crossed SP, check), and the
 * red skill's warning triangle. States with no badge draw nothing.
 */
const meta = {
  title: 'Graph/Status badge',
  component: StatusBadge,
  decorators: [
    (Story) => (
      <div className="sg-root" style={{ height: 'auto', padding: 24, borderRadius: 0 }}>
        <svg viewBox="0 0 100 40" width={200} height={80} data-testid="badge-frame">
          <Story />
        </svg>
      </div>
    ),
  ],
  args: { state: 'locked' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const badgeIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('badge-frame').querySelector('.sg-badge');

/** A padlock: the skill's prerequisites are not met. */
export const Locked: Story = {
  args: { state: 'locked' },
  play: async ({ canvasElement }) => {
    await expect(badgeIn(canvasElement)).toHaveClass('sg-badge--locked');
  },
};

/** A crossed "SP": not enough skill points left. */
export const Unaffordable: Story = {
  args: { state: 'unaffordable' },
  play: async ({ canvasElement }) => {
    await expect(badgeIn(canvasElement)).toHaveClass('sg-badge--unaffordable');
    await expect(within(canvasElement).getByText('SP')).toBeInTheDocument();
  },
};

/** A check: every level taken. */
export const Maxed: Story = {
  args: { state: 'maxed' },
  play: async ({ canvasElement }) => {
    await expect(badgeIn(canvasElement)).toHaveClass('sg-badge--maxed');
  },
};

/** Available, allocated and untaken nodes carry no badge. */
export const NoBadge: Story = {
  args: { state: 'available' },
  play: async ({ canvasElement }) => {
    await expect(badgeIn(canvasElement)).toBeNull();
  },
};

const ALL: SkillDisplayState[] = ['locked', 'unaffordable', 'maxed', 'available', 'allocated'];

/** Every state side by side, with the red warning badge. */
export const AllStates: Story = {
  render: () => (
    <>
      {ALL.map((state, i) => (
        <g key={state} transform={`translate(${i * 20 - 84} 0)`} data-testid={`badge-${state}`}>
          <StatusBadge state={state} />
        </g>
      ))}
      <g data-testid="badge-red" transform="translate(0 10)">
        <RedBadge />
      </g>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('badge-locked').querySelector('.sg-badge--locked')).not.toBe(
      null,
    );
    await expect(canvas.getByTestId('badge-maxed').querySelector('.sg-badge--maxed')).not.toBe(
      null,
    );
    await expect(canvas.getByTestId('badge-allocated')).toBeEmptyDOMElement();
    await expect(canvas.getByTestId('badge-red').querySelector('.sg-badge--red')).not.toBe(null);
  },
};
