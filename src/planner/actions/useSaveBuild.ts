import { useCallback } from 'react';
import { migratedNote } from '../../api/contract/buildMigrationTexts';
import type { SaveBuildRequest } from '../../api/contract/savedBuilds';
import { useRefreshSavedBuilds } from '../../api/savedBuilds/keys';
import { overwriteBuild, saveBuild } from '../../api/savedBuilds/saveBuild';
import { saveNeedsFreeSlot, shownListing } from '../../skills/buildListing';
import type { Build } from '../../skills/buildSchema';
import { buildExportData } from '../../skills/exportBuild';
import type { GameIndex } from '../../skills/gameIndex';
import { usePlannerStoreApi } from '../store/PlannerStoreProvider';

/**
 * Save (spec §4 "Save flow"): the Save dialog, or Build Limit Reached at once when the account
 * is full and has no build of this name; then POST, or PUT after the Overwrite dialog, and the
 * dialog that follows from the answer.
 */

/**
 * What a save sends: the build as the export writes it (SP recomputed), listed as the selector
 * shows it (Exported reads as Private; the server keeps a Restricted build Restricted whatever
 * it is sent), under its title, with its guide.
 */
export function saveBuildBody(build: Build, index: GameIndex, note = ''): SaveBuildRequest {
  return {
    build_name: build.buildTitle,
    data: { ...buildExportData(build, index), buildSharing: shownListing(build.buildSharing) },
    build_guide: build.buildGuide,
    ...(note === '' ? {} : { revision_note: note }),
  };
}

/**
 * The note the save keeps with its revision: the player's own, else "Migrated to …" for a saved
 * build the planner migrated since it was loaded.
 */
export function revisionNoteOf(note: string, migratedTo: string | undefined): string {
  const written = note.trim();
  if (written !== '') return written;
  return migratedTo === undefined ? '' : migratedNote(migratedTo);
}

/**
 * The header's Save: Build Limit Reached when the player's names (null while unknown) fill the
 * account and none is this build's title, else the Save dialog.
 */
export function useOpenSave(savedNames: readonly string[] | null): () => void {
  const store = usePlannerStoreApi();
  return useCallback(() => {
    const { build, actions } = store.getState();
    if (savedNames !== null && saveNeedsFreeSlot(savedNames, build.buildTitle)) {
      actions.openDialog('buildLimit');
    } else {
      actions.openSave();
    }
  }, [store, savedNames]);
}

/**
 * Sends the build: `'save'` from the Save dialog (POST), `'overwrite'` from the Overwrite dialog
 * (PUT). Whatever the dialogs show, every answer that tells something about the account's builds
 * refreshes the cached names, count and cards.
 */
export function useSaveBuild(): (mode: 'save' | 'overwrite') => Promise<void> {
  const store = usePlannerStoreApi();
  const refreshSavedBuilds = useRefreshSavedBuilds();
  return useCallback(
    async (mode) => {
      const { build, index, actions, requests, saved } = store.getState();
      const request = actions.saveRequested();
      const body = saveBuildBody(
        build,
        index,
        revisionNoteOf(requests.save.note, saved?.migratedTo),
      );
      const result = mode === 'save' ? await saveBuild(body) : await overwriteBuild(body);
      if (result.kind !== 'failed') void refreshSavedBuilds();
      const now = store.getState().actions;
      switch (result.kind) {
        case 'saved':
          now.buildSaved(request, result.answer, build);
          break;
        case 'conflict':
          now.saveConflicted(request);
          break;
        case 'limit':
          now.saveRefusedByLimit(request);
          break;
        case 'failed':
          now.saveFailed(request, result.message);
          break;
      }
    },
    [store, refreshSavedBuilds],
  );
}
