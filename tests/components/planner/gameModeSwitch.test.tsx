import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../../server/game/readGameFiles';
import { GameModeSwitch } from '../../../src/planner/panels/GameModeSwitch';
import { LoadNotice } from '../../../src/planner/panels/Notices';
import { createPlannerStore } from '../../../src/planner/store/plannerStore';
import { allocateSkill } from '../../../src/skills/allocation';
import type { Build } from '../../../src/skills/buildSchema';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { indexGameData } from '../../../src/skills/gameIndex';
import { WithPlannerStore } from '../../../stories/planner/fixtures/plannerFixtures';

/** The planner's game mode switch on the 1.5.3.6 data, where Cartographer has a twin per mode. */
const index = indexGameData(readGameVersion(defaultGameDataDir, '1.5.3.6'));
const CARTOGRAPHER_MP = 53;
const CARTOGRAPHER_SP = 109;

function explorerBuild(): Build {
  let build: Build = { ...emptyBuild(), selectedClass: 'planetologist' };
  for (const id of [52, CARTOGRAPHER_MP]) build = allocateSkill(build, index, id);
  return build;
}

function renderSwitch(build: Build = explorerBuild()) {
  const store = createPlannerStore({ index, build });
  render(
    <WithPlannerStore store={store}>
      <GameModeSwitch />
      <LoadNotice />
    </WithPlannerStore>,
  );
  return store;
}

describe('GameModeSwitch', () => {
  it('shows the build’s mode, multiplayer for a build from before modes', () => {
    renderSwitch();
    const group = screen.getByRole('group', { name: 'Game mode' });
    expect(within(group).getByRole('button', { name: 'Multiplayer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'Single-player' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('swaps Cartographer for its single-player twin, shows that mode’s skills and says so', async () => {
    const store = renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Single-player' }));
    const { build, index: shown } = store.getState();
    expect(build.gameMode).toBe('singleplayer');
    expect(build.characterBuild.map((e) => e.skillId)).toEqual([52, CARTOGRAPHER_SP]);
    expect(shown.gameMode).toBe('singleplayer');
    expect(shown.skillsById.has(CARTOGRAPHER_SP)).toBe(true);
    expect(shown.skillsById.has(CARTOGRAPHER_MP)).toBe(false);
    const notice = screen.getByTestId('load-notice');
    expect(notice).toHaveTextContent('Now planning for Single-player.');
    expect(notice).toHaveTextContent(
      'Cartographer (multiplayer) was replaced by Cartographer (single-player).',
    );
    expect(screen.getByRole('button', { name: 'Single-player' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('is undone in one step, trees and all', async () => {
    const store = renderSwitch();
    await userEvent.click(screen.getByRole('button', { name: 'Single-player' }));
    store.getState().actions.undo();
    expect(store.getState().build).toEqual(explorerBuild());
    expect(store.getState().index).toBe(index);
  });

  it('opens a single-player build on single-player skills', () => {
    const store = createPlannerStore({
      index,
      build: { ...explorerBuild(), gameMode: 'singleplayer' },
    });
    expect(store.getState().index.gameMode).toBe('singleplayer');
  });
});
