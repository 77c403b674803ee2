import type { SkillMatch } from '../search/skillSearch';
import { findSkillMatches } from '../search/skillSearch';
import type { SkillTree } from '../../skills/gameData';
import type { CharacterBudget } from '../../skills/characterBudget';
import { buildCharacterBudget, planStepLevels } from '../../skills/characterBudget';
import type { Build } from '../../skills/buildSchema';
import type { GameIndex } from '../../skills/gameIndex';
import { selectClassTrees } from '../../builds/buildSelectors';
import type { PlannerState } from './plannerTypes';

/**
 * The planner's own derived data (undo, redo, the skill search, the character's budget). What
 * any page reads from a build lives in src/builds/buildSelectors.ts, typed on `{build, index}`,
 * and the panels import it from there.
 */
/** Whether there is an edit to undo. */
export const selectCanUndo = (s: PlannerState): boolean => s.history.past.length > 0;
/** Whether there is an undone edit to redo. */
export const selectCanRedo = (s: PlannerState): boolean => s.history.future.length > 0;

const matchesCache = new WeakMap<readonly SkillTree[], Map<string, SkillMatch[]>>();

/** The skills of the selected class matching the search, in reading order. */
export function selectSearchMatches(s: PlannerState): SkillMatch[] {
  const trees = selectClassTrees(s);
  let byQuery = matchesCache.get(trees);
  if (!byQuery) {
    byQuery = new Map();
    matchesCache.set(trees, byQuery);
  }
  const query = s.ui.searchQuery;
  let matches = byQuery.get(query);
  if (!matches) {
    matches = findSkillMatches(
      s.index,
      trees.map((tree) => tree.id),
      query,
    );
    if (byQuery.size > 50) byQuery.clear();
    byQuery.set(query, matches);
  }
  return matches;
}

const matchSets = new WeakMap<SkillMatch[], ReadonlySet<number> | null>();

/** The search's matching skill ids (null while there is no search). */
export function selectSearchMatchSet(s: PlannerState): ReadonlySet<number> | null {
  const matches = selectSearchMatches(s);
  if (!matchSets.has(matches)) {
    matchSets.set(
      matches,
      s.ui.searchQuery.trim() === '' ? null : new Set(matches.map((m) => m.skillId)),
    );
  }
  return matchSets.get(matches) ?? null;
}

/** The match Enter has stepped to, if any. */
export function selectCurrentMatch(s: PlannerState): SkillMatch | undefined {
  const matches = selectSearchMatches(s);
  return matches[s.ui.searchMatchIndex] ?? matches[0];
}

/** Memoises `compute(build, index)` per build object and index. */
function perBuild<T>(compute: (build: Build, index: GameIndex) => T) {
  const cache = new WeakMap<GameIndex, WeakMap<Build, T>>();
  return (s: PlannerState): T => {
    let byBuild = cache.get(s.index);
    if (!byBuild) {
      byBuild = new WeakMap();
      cache.set(s.index, byBuild);
    }
    if (byBuild.has(s.build)) return byBuild.get(s.build) as T;
    const value = compute(s.build, s.index);
    byBuild.set(s.build, value);
    return value;
  };
}

/** The stated character's budget, or null without a character or progression facts. */
export const selectCharacterBudget: (s: PlannerState) => CharacterBudget | null =
  perBuild(buildCharacterBudget);

/** The character level at which each leveling plan step is affordable (null: no character). */
export const selectPlanStepLevels: (s: PlannerState) => (number | null)[] | null =
  perBuild(planStepLevels);
