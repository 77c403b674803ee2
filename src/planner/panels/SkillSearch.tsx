import { memo, useId } from 'react';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import { selectSearchMatches } from '../store/selectors';
import { ChevronButton } from '../../builds/panels/ChevronButton';
import type { PlannerState } from '../store/plannerTypes';

const selectQuery = (s: PlannerState) => s.ui.searchQuery;
const selectMatchIndex = (s: PlannerState) => s.ui.searchMatchIndex;
const selectSkills = (s: PlannerState) => s.index.skillsById;
const selectTrees = (s: PlannerState) => s.index.treesById;

/**
 * Finds skills of the class by name or effect: matches light up on the trees, and Enter /
 * Shift+Enter (or the arrows) step through them, bringing the match's tree into view on phones.
 */
function SkillSearchComponent() {
  const query = usePlanner(selectQuery);
  const matches = usePlanner(selectSearchMatches);
  const at = usePlanner(selectMatchIndex);
  const skills = usePlanner(selectSkills);
  const trees = usePlanner(selectTrees);
  const { setSearchQuery, stepSearch } = usePlannerActions();
  const inputId = useId();
  const statusId = useId();
  const searching = query.trim() !== '';
  const current = matches[at];
  const status = !searching
    ? ''
    : matches.length === 0
      ? 'No skills match'
      : `${at + 1} of ${matches.length}: ${skills.get(current?.skillId ?? -1)?.name ?? ''} (${trees.get(current?.treeId ?? -1)?.name ?? ''})`;

  return (
    <search className="relative flex min-w-0 flex-col" data-testid="skill-search">
      <label htmlFor={inputId} className="sr-only">
        Search skills
      </label>
      <div className="flex items-center gap-1.5">
        <div className="relative min-w-0 flex-1">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 fill-none stroke-sand-300"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          <input
            id={inputId}
            type="search"
            value={query}
            placeholder="Search skills, e.g. stamina"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={statusId}
            aria-keyshortcuts="Enter Shift+Enter"
            className="min-h-11 w-full rounded-xl border border-sand-600 bg-sand-950/70 pr-3 pl-9 text-sm sm:min-h-10 text-sand-50 placeholder:text-sand-400 focus:border-spice-400"
            onChange={(event) => {
              setSearchQuery(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                stepSearch(event.shiftKey ? -1 : 1);
              } else if (event.key === 'Escape' && query !== '') {
                event.preventDefault();
                setSearchQuery('');
              }
            }}
          />
        </div>
        <ChevronButton
          direction="up"
          label="Previous match"
          disabled={matches.length < 2}
          onClick={() => {
            stepSearch(-1);
          }}
        />
        <ChevronButton
          direction="down"
          label="Next match"
          disabled={matches.length < 2}
          onClick={() => {
            stepSearch(1);
          }}
        />
      </div>
      {/* Floats under the field, so a search never moves the trees below it. */}
      <p
        id={statusId}
        role="status"
        className="absolute top-full left-0 z-10 mt-1 max-w-full rounded-lg bg-sand-950/95 px-2 py-0.5 text-xs text-sand-200 shadow-md shadow-black/40 empty:p-0 empty:shadow-none"
        data-testid="search-status"
      >
        {status}
      </p>
    </search>
  );
}

export const SkillSearch = memo(SkillSearchComponent);
