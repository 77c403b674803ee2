import { describe, expect, it } from 'vitest';
import { selectCap } from '../../../src/builds/buildSelectors';
import { selectCharacterBudget, selectPlanStepLevels } from '../../../src/planner/store/selectors';
import { characterStore } from '../../../stories/planner/fixtures/characterFixtures';
import {
  fullTrooperBuild,
  plannerStore,
  trooperBuild,
} from '../../../stories/planner/fixtures/plannerFixtures';

const AT_60_48 = { level: 60, combatLevel: 48, skippedTraits: [] };

describe("the planner's character actions", () => {
  it('start and stop planning for a character, each one undo step', () => {
    const store = characterStore(trooperBuild());
    const { actions } = store.getState();
    actions.setCharacter(AT_60_48);
    expect(selectCap(store.getState())).toBe(87);
    actions.setCharacter(null);
    expect(store.getState().build.character).toBeUndefined();
    expect(selectCap(store.getState())).toBe(200);
    expect(store.getState().history.past).toHaveLength(2);
    actions.undo();
    expect(store.getState().build.character).toEqual(AT_60_48);
  });

  it('join consecutive edits of a stated character into one undo step', () => {
    const store = characterStore(trooperBuild(), AT_60_48);
    const { actions } = store.getState();
    for (const level of [61, 62, 63]) actions.setCharacter({ ...AT_60_48, level });
    expect(store.getState().history.past).toHaveLength(1);
    actions.undo();
    expect(store.getState().build.character?.level).toBe(60);
  });

  it('buy and skip a trait through the engine, one step each', () => {
    const store = characterStore(trooperBuild(), AT_60_48);
    const { actions } = store.getState();
    actions.toggleCombatTrait(18);
    expect(store.getState().build.character?.skippedTraits).toEqual([18]);
    expect(selectCharacterBudget(store.getState())?.total).toBe(84);
    actions.toggleCombatTrait(18);
    expect(store.getState().history.past).toHaveLength(2);
  });

  it('raise a level too low for the build, as the engine does', () => {
    const store = characterStore(fullTrooperBuild(), AT_60_48);
    expect(store.getState().build.character).toEqual(AT_60_48);
    store.getState().actions.setCharacter({ ...AT_60_48, level: 10 });
    expect(store.getState().build.character?.level).toBe(105);
  });

  it('change nothing on game data without progression facts', () => {
    const store = plannerStore(trooperBuild());
    store.getState().actions.setCharacter(AT_60_48);
    expect(store.getState().build.character).toBeUndefined();
    expect(store.getState().history.past).toHaveLength(0);
    expect(selectPlanStepLevels(store.getState())).toBeNull();
  });

  it('give each leveling plan step its level, the same array for the same build', () => {
    const store = characterStore(trooperBuild(), { ...AT_60_48, combatLevel: 0 });
    const levels = selectPlanStepLevels(store.getState());
    expect(levels?.slice(0, 2)).toEqual([1, 4]);
    expect(selectPlanStepLevels(store.getState())).toBe(levels);
  });
});
