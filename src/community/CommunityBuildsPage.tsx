import type { PageDataKeys } from '../api/contract/servedAnswers';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { loadCurrentPatches, loadGameIndex } from '../api/gameDataChunk';
import { useLoadedChoices } from './useLoadedChoices';
import { patchesSince } from '../skills/patchSince';
import type { Patch } from '../skills/progression';
import { type SkillChoice, skillChoices } from '../skills/skillChoices';
import { filtersFromParams, queryForFilters } from '../api/contract/communityFilters';
import type { SkillUse } from '../api/contract/contentFilters';
import { usePublicBuilds } from '../api/publicBuilds/publicBuilds';
import { publicBuildsUrl } from '../api/publicBuilds/publicBuildsRequest';
import { PageHeader } from '../ui/PageHeader';
import { useBrowserValue } from '../ui/useBrowserValue';
import { usePageMeta } from '../ui/usePageMeta';
import { CommunityFiltersPanel } from './CommunityFiltersPanel';
import { PublicBuildList } from './PublicBuildList';
import { publicBuildListState } from './publicBuildListState';
import { useCommunityFilters } from './useCommunityFilters';

/**
 * The list's first page for the address's filters, read from the address as the page reads
 * them, so it is the very key the list asks.
 */
export const dataKeys: PageDataKeys = (_params, search) => [
  publicBuildsUrl(queryForFilters(filtersFromParams(search)), 1),
];

/** Every skill of the current version, class by class. */
const loadSkillChoices = () => loadGameIndex().then((index) => skillChoices(index.data));

/** The skills the game data has, at a level they reach. */
function knownSkills(uses: readonly SkillUse[], skills: readonly SkillChoice[]): SkillUse[] {
  return uses.filter((use) =>
    skills.some((skill) => skill.id === use.skillId && use.level <= skill.maxLevel),
  );
}

/** What the page says of skills it dropped from the address; '' when it dropped none. */
function unknownSkillNotice(uses: readonly SkillUse[], skills: readonly SkillChoice[]): string {
  const dropped = uses.length - knownSkills(uses, skills).length;
  if (dropped === 0) return '';
  return dropped === 1
    ? 'A skill of this link is not in the current game data (or not at that level): it was removed from "Skills taken".'
    : `${dropped} skills of this link are not in the current game data (or not at those levels): they were removed from "Skills taken".`;
}

/** True in the browser, false on the server. */
const isBrowser = () => typeof window !== 'undefined';

/**
 * /community-builds (spec §2): the builds players made Public, filtered by tags, class and
 * title, validity on the current game version and the patch since which they were updated,
 * sorted by likes and/or date, 12 at a time with the next page loading as the last card
 * comes into view. Every filter lives in the address.
 */
export default function CommunityBuildsPage({
  loadPatches = loadCurrentPatches,
  loadSkills = loadSkillChoices,
}: {
  /** The current version's dated patches ("Updated since"); stories pass a stand-in. */
  loadPatches?: () => Promise<Patch[]>;
  /** The current version's skills ("Skills taken"); stories pass a stand-in. */
  loadSkills?: () => Promise<SkillChoice[]>;
}) {
  usePageMeta(
    'Community Builds',
    'Browse Dune: Awakening character builds shared by other players, filter them by tag, type and class, and open one to view it.',
  );
  const { filters, searchText, setSearchText, setFilters, clearFilters } = useCommunityFilters();
  const patches = useLoadedChoices(
    useCallback(() => loadPatches().then(patchesSince), [loadPatches]),
  );
  // The skills (the largest game data file) load when the player turns to "Skills taken", or at
  // once when the address names skills: a phone's first seconds go to the cards.
  const [skillsAsked, setSkillsAsked] = useState(false);
  const skillsWanted = skillsAsked || filters.skills.length > 0;
  const skills = useLoadedChoices(loadSkills, skillsWanted);
  const [skillNotice, setSkillNotice] = useState<string | null>(null);
  // Skills the game data does not have, or not that far (an old or hand-edited link): dropped.
  const unknownSkills = skills === null ? '' : unknownSkillNotice(filters.skills, skills);
  if (unknownSkills !== '' && skillNotice !== unknownSkills) setSkillNotice(unknownSkills);
  useEffect(() => {
    if (unknownSkills === '' || skills === null) return;
    setFilters({ ...filters, skills: knownSkills(filters.skills, skills) }, true);
  }, [unknownSkills, skills, filters, setFilters]);
  const [unknownPatch, setUnknownPatch] = useState<string | null>(null);
  // A patch the data does not date (an old or hand-edited link): cleared, and the page says so.
  const undated =
    patches !== null &&
    filters.since !== null &&
    !patches.some((patch) => patch.version === filters.since)
      ? filters.since
      : null;
  if (undated !== null && unknownPatch !== undated) setUnknownPatch(undated);
  useEffect(() => {
    if (undated !== null) setFilters({ ...filters, since: null }, true);
  }, [undated, filters, setFilters]);
  const query = useMemo(() => queryForFilters(filters), [filters]);
  // Held as loading, as the server's HTML shows it, until the browser has taken that HTML over:
  // an answer during the takeover would make React take over the whole page in one long task.
  const takenOver = useBrowserValue(isBrowser, false);
  // A patch is asked for once the dated ones say it is one: the server answers others with a 400.
  const sinceChecked = filters.since === null || (patches !== null && undated === null);
  const { data, error, size, setSize, isLoading } = usePublicBuilds(
    query,
    takenOver && sinceChecked,
    sinceChecked,
  );

  const state = useMemo(
    () => publicBuildListState({ data, error, size, isLoading }),
    [data, error, size, isLoading],
  );
  // The cards render in a background render, in short slices: SWR's answer is an urgent update,
  // which would render a page of cards in one long task (and, while the browser is still taking
  // over the server's HTML, take over the whole page with it).
  const shown = useDeferredValue(state);

  return (
    <>
      <PageHeader eyebrow="Community" title="Community Builds">
        Builds other players shared publicly. Open one to see its skills, guide and leveling plan.
      </PageHeader>
      <CommunityFiltersPanel
        filters={filters}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onChange={(next) => {
          setUnknownPatch(null);
          setSkillNotice(null);
          setFilters(next);
        }}
        onClear={() => {
          setUnknownPatch(null);
          setSkillNotice(null);
          clearFilters();
        }}
        patches={patches}
        unknownPatch={unknownPatch}
        skills={skills}
        skillsLoading={skillsWanted && skills === null}
        onSkillsWanted={() => {
          setSkillsAsked(true);
        }}
        skillNotice={skillNotice}
      />
      <PublicBuildList
        state={shown}
        onLoadMore={() => {
          void setSize(size + 1);
        }}
      />
    </>
  );
}
