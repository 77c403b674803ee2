import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { UnlockChecklistView } from '../../../src/builds/panels/UnlockChecklistView';
import { tickUnlock, unlockChecklist } from '../../../src/skills/unlockChecklist';
import { withPadding } from '../../fixtures/decorators';
import { must } from '../../fixtures/must';
import { PROGRESSION_INDEX, trooperBuild } from '../../fixtures/progressionFixtures';

const rowsOf = (build = trooperBuild()) => must(unlockChecklist(build, PROGRESSION_INDEX));

/** The checklist with its ticks working, as the planner shows it. */
function Tickable() {
  const [build, setBuild] = useState(trooperBuild);
  return (
    <UnlockChecklistView
      rows={rowsOf(build)}
      onTick={(id, value) => {
        setBuild((now) => tickUnlock(now, id, value));
      }}
    />
  );
}

/** What a character must have done to use a build, from the real facts. */
const meta = {
  title: 'Builds/Panels/Unlock checklist view',
  component: UnlockChecklistView,
  decorators: [(Story) => <div className="max-w-xl">{<Story />}</div>, withPadding],
  args: { rows: rowsOf() },
} satisfies Meta<typeof UnlockChecklistView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Trooper build: the two trainers, the likely capstone keys and the Trial of Aql, ticked here. */
export const ToDo: Story = {
  render: () => <Tickable />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: 'Unlock checklist' });
    const canvas = within(list);
    await expect(canvas.getByTestId('unlocks-left')).toHaveTextContent('4 of 4 to do');
    const basic = canvas.getByRole('checkbox', {
      name: /Basic Trooper trainer: Ghavouri, Griffin's Reach Tradepost/,
    });
    await expect(basic).toHaveAccessibleName(/Shigawire Claw comes free/);
    await expect(
      canvas.getByRole('checkbox', { name: /Advanced Trooper trainer: Kara Valk, Arrakeen/ }),
    ).toHaveAccessibleName(/likely/i);
    await expect(
      canvas.getByRole('checkbox', { name: /capstone keys from Kara Valk: Weaponry/ }),
    ).toHaveAccessibleName(/likely/i);
    await expect(
      canvas.getByRole('checkbox', { name: /Fourth Trial of Aql: Hollow Hammer/ }),
    ).toHaveAccessibleName(/the third ability slot/);
    await userEvent.click(basic);
    await expect(basic).toBeChecked();
    await expect(canvas.getByTestId('unlocks-left')).toHaveTextContent('3 of 4 to do');
  },
};

/** Read-only, as the viewer shows it: no boxes to tick, each row says done or to do. */
export const ReadOnly: Story = {
  args: { rows: rowsOf(tickUnlock(trooperBuild(), 'advanced:trooper', true)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getAllByRole('img', { name: 'Done' })).toHaveLength(1);
    await expect(canvas.getAllByRole('img', { name: 'To do' })).toHaveLength(3);
  },
};

/** Every step done. */
export const AllDone: Story = {
  args: {
    rows: rowsOf(
      (['basic:trooper', 'advanced:trooper', 'capstones:trooper', 'trial-of-aql'] as const).reduce(
        (build, id) => tickUnlock(build, id, true),
        trooperBuild(),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('unlocks-left')).toHaveTextContent('All done');
  },
};

/** A build that takes nothing needs nothing. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('unlocks-left')).toHaveTextContent('Nothing to unlock yet');
    await expect(
      canvas.getByText('Take a skill to see what a character needs to use it.'),
    ).toBeVisible();
  },
};

/** Phone: the rows wrap within the width, each box a thumb's size. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => <Tickable />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByTestId('unlock-checklist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    for (const label of list.querySelectorAll('label')) {
      await expect(label.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
