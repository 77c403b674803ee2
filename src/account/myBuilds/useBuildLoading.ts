import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { MyBuild, MyBuildsResponse, SavedBuild } from '../../api/contract/savedBuilds';
import { handOverSavedBuild } from '../../api/savedBuilds/handover';
import { MY_BUILDS_KEY } from '../../api/savedBuilds/keys';
import { fetchSavedBuild, LOAD_SAVED_BUILD_FAILED } from '../../api/savedBuilds/savedBuild';
import { notify } from '../../ui/toast';
import { failureText } from '../shared/failureText';

/** What the toast says when the browser will not keep the build for the planner. */
const HANDOVER_FAILED =
  'This browser does not let the site keep the build in its local storage, so the planner cannot open it.';

/** What the page hands the view for loading builds into the planner. */
export interface BuildLoading {
  /** The build being fetched, if any. */
  loadingId: string | null;
  onLoad: (build: MyBuild) => void;
}

/**
 * Load on a card (spec §2, §3 "Client-stored data"): fetches the build's full form (which also
 * marks it viewed), hands it to the planner under `load-build` and goes to /skill-trees. A
 * failure says so in a toast and the player stays on My Builds. Leaving the page before the
 * answer comes cancels it, so nobody is pulled into the planner later.
 */
export function useBuildLoading(): BuildLoading {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      pending.current?.abort();
    },
    [],
  );

  const load = async (build: MyBuild) => {
    const controller = new AbortController();
    pending.current = controller;
    setLoadingId(build.id);
    let full: SavedBuild;
    try {
      full = await fetchSavedBuild(build.id, controller.signal);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setLoadingId(null);
      notify({ kind: 'error', title: failureText(failure, LOAD_SAVED_BUILD_FAILED) });
      return;
    }
    if (controller.signal.aborted) return;
    if (!handOverSavedBuild(full)) {
      setLoadingId(null);
      notify({ kind: 'error', title: LOAD_SAVED_BUILD_FAILED, description: HANDOVER_FAILED });
      return;
    }
    // The server marked it viewed: the card shows that when the player comes back.
    void mutate<MyBuildsResponse>(
      MY_BUILDS_KEY,
      (current) =>
        current && {
          builds: current.builds.map((saved) =>
            saved.id === full.id ? { ...saved, last_viewed_at: full.last_viewed_at } : saved,
          ),
        },
      { revalidate: false },
    );
    void navigate('/skill-trees');
  };

  return {
    loadingId,
    onLoad: (build) => {
      if (pending.current && loadingId !== null) return;
      void load(build);
    },
  };
}
