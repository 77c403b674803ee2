import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GameModeSwitch } from '../../../src/planner/panels/GameModeSwitch';
import { LoadNotice } from '../../../src/planner/panels/Notices';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import { createPlannerStore } from '../../../src/planner/store/plannerStore';
import { allocateSkill } from '../../../src/skills/allocation';
import type { Build } from '../../../src/skills/buildSchema';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { liveGameIndex } from '../../graph/fixtures/realTrees';
import { withPadding } from '../../fixtures/decorators';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/**
 * The planner's game mode switch on the 1.5.3.6 data, where Cartographer has a record per mode:
 * switching swaps it for its twin and the load notice says so.
 */
const CARTOGRAPHER_MP = 53;
const CARTOGRAPHER_SP = 109;
const SUSPENSOR_PAD = 52;

function explorerBuild(): Build {
  let build: Build = { ...emptyBuild(), selectedClass: 'planetologist' };
  for (const id of [SUSPENSOR_PAD, CARTOGRAPHER_MP]) {
    build = allocateSkill(build, liveGameIndex, id);
  }
  return build;
}

const meta = {
  title: 'Planner/Panels/Game mode switch',
  component: GameModeSwitch,
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-3">
        <Story />
        <LoadNotice />
      </div>
    ),
    withPlannerStore,
    withPadding,
  ],
  loaders: [
    storeLoader(() => createPlannerStore({ index: liveGameIndex, build: explorerBuild() })),
  ],
} satisfies Meta<typeof GameModeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A build from before modes plans for multiplayer; switching says what changed. */
export const Multiplayer: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Game mode' });
    await expect(within(group).getByRole('button', { name: 'Multiplayer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Single-player' }));
    const store = loaded.store as PlannerStore;
    await expect(store.getState().build.characterBuild.map((e) => e.skillId)).toEqual([
      SUSPENSOR_PAD,
      CARTOGRAPHER_SP,
    ]);
    await expect(await canvas.findByTestId('load-notice')).toHaveTextContent(
      'Now planning for Single-player.',
    );
  },
};

/** On a phone both options stay full-size touch targets. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', {
      name: /player/,
    })) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
