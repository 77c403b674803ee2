import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type CommunityFilters,
  filtersFromParams,
  NO_FILTERS,
  paramsFromFilters,
} from '../api/contract/communityFilters';

/** How long the search waits after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 350;

/** The community filters of the address, with what the filter controls need to change them. */
export interface CommunityFiltersState {
  filters: CommunityFilters;
  /** The search box's text, which reaches `filters` once typing pauses. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** `replace`: in place of the address's entry (a value the page cleared by itself). */
  setFilters: (filters: CommunityFilters, replace?: boolean) => void;
  clearFilters: () => void;
}

/**
 * The filters live in the address (spec §2: a filtered list can be shared, and Back returns to the
 * previous filters). Each choice is a new history entry; the search replaces its own entry while
 * the player types, so Back does not step through every word.
 */
export function useCommunityFilters(): CommunityFiltersState {
  const [params, setParams] = useSearchParams();
  const paramsText = params.toString();
  // Parsed from the text, so a new URLSearchParams of the same address is the same filters.
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(paramsText)), [paramsText]);
  const [searchText, setSearchTextState] = useState(filters.search);
  const typing = useRef(false);

  // Back, Forward and Clear Filters change the address's search: the box follows it.
  useEffect(() => {
    if (!typing.current) setSearchTextState(filters.search);
  }, [filters.search]);

  const setFilters = useCallback(
    (next: CommunityFilters, replace = false) => {
      setParams(paramsFromFilters(next), { replace });
    },
    [setParams],
  );

  useEffect(() => {
    if (searchText.trim() === filters.search) {
      typing.current = false;
      return undefined;
    }
    const timer = setTimeout(() => {
      typing.current = false;
      // A search begun is one history entry; refining it replaces that entry.
      setFilters({ ...filters, search: searchText }, filters.search !== '');
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [searchText, filters, setFilters]);

  const setSearchText = useCallback((text: string) => {
    typing.current = true;
    setSearchTextState(text);
  }, []);

  const clearFilters = useCallback(() => {
    typing.current = false;
    setSearchTextState('');
    setFilters(NO_FILTERS);
  }, [setFilters]);

  return {
    filters,
    searchText,
    setSearchText,
    setFilters,
    clearFilters,
  };
}
