import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../src/graph/graph.css';
import '../../src/graph/liveGraph.css';
import { StatsTable } from '../../src/graph/StatsTable';
import { liveGameIndex, skillNamed, treeNamed } from './fixtures/realTrees';

/** A skill's stats per level from the live game data (1.5.3.6), the current level marked. */
const gunnery = treeNamed('Gunnery', liveGameIndex);
const rangedDamage = skillNamed(gunnery.id, 'Ranged Damage', liveGameIndex);
const energyCapsule = skillNamed(gunnery.id, 'Energy Capsule', liveGameIndex);

const meta = {
  title: 'Graph/Stats table',
  component: StatsTable,
  decorators: [
    (Story) => (
      <div className="max-w-sm bg-sand-900 p-4">
        <Story />
      </div>
    ),
  ],
  args: { skill: rangedDamage, currentLevel: 2 },
} satisfies Meta<typeof StatsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three levels of a percent stat; level 2 is marked "now" and as the current column. */
export const ThreeLevelsPercent: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Ranged Damage: stats per level',
    });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Stat',
      'Level 1',
      'Level 2 now',
      'Level 3',
    ]);
    await expect(headers[2]).toHaveAttribute('aria-current', 'true');
    const row = within(table).getByRole('row', { name: /Ranged weapon damage/ });
    await expect(row).toHaveTextContent('Ranged weapon damage+3%+6%+9%');
  },
};

/** Not taken: no column is marked. */
export const NotTaken: Story = {
  args: { currentLevel: 0 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table.querySelector('[aria-current]')).toBeNull();
    await expect(table).not.toHaveTextContent('now');
  },
};

/** One level with seconds, a plain number and a percent. */
export const OneLevelPlainValues: Story = {
  args: { skill: energyCapsule, currentLevel: 1 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    await expect(within(table).getByRole('row', { name: /Cooldown/ })).toHaveTextContent(
      'Cooldown25 s',
    );
    await expect(within(table).getByRole('row', { name: /Stamina cost/ })).toHaveTextContent(
      'Stamina cost15',
    );
    await expect(within(table).getByRole('row', { name: /Ranged weapon/ })).toHaveTextContent(
      '+35%',
    );
  },
};

/** The tooltip's smaller table. */
export const Compact: Story = {
  args: { compact: true },
};

/** On a phone the table fits the sheet's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
