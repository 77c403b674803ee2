import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { MyBuild, MyBuildsResponse } from '../../api/contract/savedBuilds';
import { SAVED_BUILD_TEXTS } from '../../api/contract/savedBuildsTexts';
import { deleteMyBuild } from '../../api/savedBuilds/deleteMyBuild';
import { MY_BUILDS_KEY, useRefreshSavedBuilds } from '../../api/savedBuilds/keys';
import { notify } from '../../ui/toast';
import { failureText } from '../shared/failureText';
import type { MyBuildsViewProps } from './MyBuildsView';

/** What the page hands the view for deleting builds. */
export type BuildDeletion = Required<Pick<MyBuildsViewProps, 'onDelete' | 'deletion'>>;

/**
 * Deleting a saved build (spec §4): Delete opens the dialog for that build; the typed word and
 * Delete Build send `DELETE /api/my-build`. On success the card goes at once, a toast says
 * 'Build deleted.' and every screen's saved-build answers (slots, names, the Account count) are
 * asked again. On failure the dialog stays open with the server's message or 'Failed to delete
 * build', and nothing is removed.
 */
export function useBuildDeletion(): BuildDeletion {
  const { mutate } = useSWRConfig();
  const refreshSavedBuilds = useRefreshSavedBuilds();
  const [build, setBuild] = useState<MyBuild | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async (target: MyBuild) => {
    setBusy(true);
    setError(null);
    try {
      await deleteMyBuild({ id: target.id, build_name: target.title, username: target.username });
    } catch (failure) {
      setError(failureText(failure, SAVED_BUILD_TEXTS.deleteFailed));
      setBusy(false);
      return;
    }
    // The card goes now; the refetch below only confirms it (and frees the slot elsewhere).
    await mutate<MyBuildsResponse>(
      MY_BUILDS_KEY,
      (current) => current && { builds: current.builds.filter((saved) => saved.id !== target.id) },
      { revalidate: false },
    );
    setBuild(null);
    setBusy(false);
    notify({ kind: 'success', title: SAVED_BUILD_TEXTS.deleted });
    void refreshSavedBuilds();
  };

  return {
    onDelete: (chosen) => {
      setError(null);
      setBuild(chosen);
    },
    deletion: {
      build,
      busy,
      error,
      onConfirm: () => {
        if (build && !busy) void remove(build);
      },
      onCancel: () => {
        if (!busy) setBuild(null);
      },
    },
  };
}
