import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { IMPORTED_NOTICE } from '../../../src/planner/panels/Notices';
import { PlannerWorkspace } from '../../../src/planner/PlannerWorkspace';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import { usePlannerShortcuts } from '../../../src/planner/sharing/usePlannerSync';
import { NO_SKILLS_SELECTED, NOT_IN_LEVELING_ORDER } from '../../../src/skills/levelingPlan';
import { NO_PASSIVE_MODIFIERS } from '../../../src/skills/modifiers';
import { TRAINER_WARNING } from '../../../src/skills/trainerNotices';
import { findLiveNode } from '../support/liveTree';
import {
  GUNNERY,
  levelingBuild,
  plannerStore,
  redBuild,
  trooperBuild,
  WithPlannerStore,
} from '../../../stories/planner/fixtures/plannerFixtures';
import { selectSpent } from '../../../src/builds/buildSelectors';

function Shortcuts() {
  usePlannerShortcuts();
  return null;
}

function renderPlanner(store: PlannerStore = plannerStore()) {
  render(
    <MemoryRouter>
      <WithPlannerStore store={store}>
        <Shortcuts />
        <PlannerWorkspace />
      </WithPlannerStore>
    </MemoryRouter>,
  );
  return store;
}

const node = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^Gunnery: ${name},`) });
/** The tree's graph takes over when reached for, and its code loads lazily: wait for it. */
const findNode = (name: string) => findLiveNode(new RegExp(`^Gunnery: ${name},`));

describe('the planner workspace', () => {
  it('shows the header card, the class, its trees and every panel', () => {
    renderPlanner(plannerStore(trooperBuild()));
    expect(screen.getByRole('heading', { level: 1, name: 'Gravity Gunner' })).toBeInTheDocument();
    expect(screen.getByText(/Pull them in, gun them down/)).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Build tags' });
    expect(within(tags).getByText('Crowd Controller')).toBeInTheDocument();
    expect(within(tags).getByText('End Game Build')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Trooper' })).toBeInTheDocument();
    for (const tree of ['Gunnery', 'Suspensor Training', 'Tactical Tech']) {
      expect(screen.getByRole('region', { name: `${tree} tree` })).toBeInTheDocument();
    }
    for (const panel of [
      'Active Abilities',
      'Active Techniques',
      'Advanced Trainers',
      'Build Guide',
      'Build Modifiers',
      'Leveling Plan',
    ]) {
      expect(screen.getByRole('region', { name: panel })).toBeInTheDocument();
    }
  });

  it('disables Save and Load for anonymous visitors', async () => {
    renderPlanner();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Load, Export and Import wait in the header's menu.
    await userEvent.click(screen.getByRole('button', { name: 'More build actions' }));
    expect(screen.getByRole('button', { name: 'Load' })).toBeDisabled();
    for (const name of ['Export', 'Import', 'Link']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('allocates with a click and removes with a right click, updating every panel', async () => {
    const store = renderPlanner();
    fireEvent.click(await findNode('Ranged Damage'));
    expect(node('Ranged Damage')).toHaveAccessibleName(
      'Gunnery: Ranged Damage, Passive, level 1 of 3, allocated',
    );
    expect(screen.getByTestId('sp-spent')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Trooper 1 SP spent' })).toBeInTheDocument();
    const plan = screen.getByRole('list', { name: 'Skills in leveling order' });
    expect(within(plan).getByText('Ranged Damage')).toBeInTheDocument();
    expect(screen.getByText('+3%')).toBeInTheDocument();

    fireEvent.contextMenu(node('Ranged Damage'));
    expect(store.getState().build.characterBuild).toEqual([]);
    expect(screen.getByText(NO_SKILLS_SELECTED)).toBeInTheDocument();
    expect(screen.getByText(NO_PASSIVE_MODIFIERS)).toBeInTheDocument();
  });

  it('undoes and redoes with the buttons and the keyboard', async () => {
    const store = renderPlanner();
    fireEvent.click(await findNode('Ranged Damage'));
    fireEvent.click(node('Ranged Damage'));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(store.getState().build.characterBuild).toEqual([{ skillId: 1, level: 1 }]);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(store.getState().build.characterBuild).toEqual([]);
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(store.getState().build.characterBuild).toEqual([{ skillId: 1, level: 1 }]);
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(store.getState().build.characterBuild).toEqual([{ skillId: 1, level: 2 }]);
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  it('leaves Ctrl+Z to a text field being typed in', () => {
    const store = renderPlanner();
    act(() => {
      store.getState().actions.allocateSkill(GUNNERY.rangedDamage);
    });
    const search = screen.getByRole('searchbox', { name: 'Search skills' });
    fireEvent.keyDown(search, { key: 'z', ctrlKey: true });
    expect(store.getState().build.characterBuild).toHaveLength(1);
  });

  it('shows red skills’ warning until trainer access is ticked', async () => {
    renderPlanner(plannerStore(redBuild()));
    expect(screen.getByTestId('trainer-warning')).toHaveTextContent(TRAINER_WARNING);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trooper' }));
    expect(screen.queryByTestId('trainer-warning')).not.toBeInTheDocument();
  });

  it('ticks every class with the master trainer box', async () => {
    const store = renderPlanner();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Access to all advanced trainers' }),
    );
    for (const name of ['Trooper', 'Mentat', 'Planetologist', 'Bene Gesserit Acolyte']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
    expect(store.getState().build.hasAllAdvancedTrainerAccess).toBe(true);
  });

  it('fills a slot from its dropdown, greys skills in other slots and clears on reselect', async () => {
    const store = renderPlanner(plannerStore(trooperBuild()));
    const slot3 = screen.getByRole('button', { name: /Ability slot 3/ });
    await userEvent.click(slot3);
    const list = screen.getByRole('listbox', { name: 'Ability slot 3' });
    expect(within(list).getByRole('option', { name: /Anti-gravity Field/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(list).getByRole('option', { name: /Anti-gravity Field/ }));
    expect(store.getState().build.activeAbilities[2]).toBeNull();
    await userEvent.click(within(list).getByRole('option', { name: 'Gravity Field' }));
    expect(store.getState().build.activeAbilities[2]).toBe(12);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Ability slot 3/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Gravity Field (current)' }));
    expect(store.getState().build.activeAbilities[2]).toBeNull();
  });

  it('works the slot dropdown with the keyboard', async () => {
    const store = renderPlanner(plannerStore(trooperBuild()));
    screen.getByRole('button', { name: /Ability slot 3/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox', { name: 'Ability slot 3' });
    expect(list).toHaveFocus();
    // None, Anti-gravity Field (in slot 1), Explosive Grenade…
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(store.getState().build.activeAbilities[2]).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(store.getState().build.activeAbilities[2]).toBe(18);
    expect(screen.getByRole('button', { name: /Ability slot 3/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: /Technique slot 1/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Technique slot 1/ })).toHaveFocus();
  });

  it('shows the cap slider for a Leveling Build, from SP spent to 200, with its lock', async () => {
    const store = renderPlanner(plannerStore(levelingBuild()));
    const slider = screen.getByRole('slider', { name: /Skill point cap/ });
    expect(slider).toHaveAttribute('min', String(selectSpent(store.getState())));
    expect(slider).toHaveAttribute('max', '200');
    expect(slider).toHaveValue('12');
    fireEvent.change(slider, { target: { value: '40' } });
    expect(store.getState().build.customSkillPointCap).toBe(40);
    await userEvent.click(screen.getByRole('button', { name: 'Lock cap' }));
    expect(slider).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cap locked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('hides the slider without a cap and offers the tags instead', () => {
    renderPlanner();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tag it a Leveling Build' })).toBeInTheDocument();
  });

  it('switches class with the selector icons', async () => {
    renderPlanner(plannerStore(trooperBuild()));
    await userEvent.click(screen.getByRole('button', { name: 'Mentat 0 SP spent' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Mentat' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Assassination tree' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Trooper \d+ SP spent$/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('searches the class by name or effect and steps through matches', async () => {
    renderPlanner();
    const search = screen.getByRole('searchbox', { name: 'Search skills' });
    await userEvent.type(search, 'grenade');
    const status = screen.getByTestId('search-status');
    expect(status).toHaveTextContent(/^1 of \d+: /);
    await userEvent.keyboard('{Enter}');
    expect(status).toHaveTextContent(/^2 of \d+: /);
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(status).toHaveTextContent(/^1 of \d+: /);
    expect(await findNode('Ranged Damage')).toHaveAccessibleName(/locked|available/);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzzz');
    expect(status).toHaveTextContent('No skills match');
  });

  it('hides the leveling order when the creator turns it off', async () => {
    renderPlanner(plannerStore(trooperBuild()));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Share the order' }));
    expect(screen.getByText(NOT_IN_LEVELING_ORDER)).toBeInTheDocument();
  });

  it('shows the imported notice for an imported build', () => {
    renderPlanner(plannerStore(trooperBuild(), { imported: true }));
    expect(screen.getByTestId('imported-notice')).toHaveTextContent(IMPORTED_NOTICE);
  });

  it('opens the title dialog, and the new text is undoable', async () => {
    const store = renderPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'Edit title and description' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: /title/i });
    await userEvent.clear(title);
    await userEvent.type(title, 'Desert Sniper');
    await userEvent.click(within(dialog).getByRole('button', { name: /save/i }));
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Desert Sniper');
    });
    expect(store.getState().ui.dialog).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Build Title');
  });
});
