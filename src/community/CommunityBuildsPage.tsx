import type { PageDataKeys } from '../api/contract/servedAnswers';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { loadCurrentPatches } from '../api/gameDataChunk';
import { type LoadPatches, useCommunityPatches } from './useCommunityPatches';
import { filtersFromParams, queryForFilters } from '../api/contract/communityFilters';
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
}: {
  /** The current version's dated patches ("Updated since"); stories pass a stand-in. */
  loadPatches?: LoadPatches;
}) {
  usePageMeta(
    'Community Builds',
    'Browse Dune: Awakening character builds shared by other players, filter them by tag, type and class, and open one to view it.',
  );
  const { filters, searchText, setSearchText, setFilters, clearFilters } = useCommunityFilters();
  const patches = useCommunityPatches(loadPatches);
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
          setFilters(next);
        }}
        onClear={() => {
          setUnknownPatch(null);
          clearFilters();
        }}
        patches={patches}
        unknownPatch={unknownPatch}
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
