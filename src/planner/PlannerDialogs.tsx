import { memo, Suspense, useCallback } from 'react';
import { migratedNote } from '../api/contract/buildMigrationTexts';
import { handOverSavedBuild } from '../api/savedBuilds/handover';
import { useSavedBuildCount } from '../api/savedBuilds/savedBuildCount';
import { useCurrentUser } from '../api/session/sessionContext';
import { SAVED_BUILD_LIMIT, shownListing } from '../skills/buildListing';
import { suggestedExportFileName } from '../skills/exportBuild';
import { downloadBuildFile } from './actions/buildFiles';
import { useSavedNames } from './actions/useSavedNames';
import { useSaveBuild } from './actions/useSaveBuild';
import {
  LazyBuildLimitDialog,
  LazyCopyLinkDialog,
  LazyEditBuildTextDialog,
  LazyExportDialog,
  LazyImportDialog,
  LazyModerationAlertDialog,
  LazyOverwriteBuildDialog,
  LazySaveBuildDialog,
  LazySuccessDialog,
  LazyTagsDialog,
} from './dialogs/lazyDialogs';
import { usePlanner, usePlannerActions, usePlannerStoreApi } from './store/PlannerStoreProvider';
import type { PlannerDialog, PlannerState } from './store/plannerTypes';

const selectDialog = (s: PlannerState) => s.ui.dialog;
const selectTitle = (s: PlannerState) => s.build.buildTitle;
const selectDescription = (s: PlannerState) => s.build.buildDescription;
const selectTags = (s: PlannerState) => s.build.buildTags;
const selectTypeTags = (s: PlannerState) => s.build.buildTypeTags;
const selectSharing = (s: PlannerState) => s.build.buildSharing;
const selectLink = (s: PlannerState) => s.requests.link;
const selectSave = (s: PlannerState) => s.requests.save;
const selectMigratedTo = (s: PlannerState) => s.saved?.migratedTo;
const selectModeration = (s: PlannerState) => s.ui.moderationMessage;
const selectSuccess = (s: PlannerState) => s.ui.success;

/** Starts loading a dialog's code before its button is clicked (hover, focus, touch). */
export const preloadDialog = {
  editText: () => void LazyEditBuildTextDialog.preload(),
  tags: () => void LazyTagsDialog.preload(),
  export: () => void LazyExportDialog.preload(),
  import: () => void LazyImportDialog.preload(),
  link: () => {
    void LazyCopyLinkDialog.preload();
    void LazyModerationAlertDialog.preload();
  },
  save: () => {
    void LazySaveBuildDialog.preload();
    void LazyOverwriteBuildDialog.preload();
    void LazyBuildLimitDialog.preload();
    void LazySuccessDialog.preload();
    void LazyModerationAlertDialog.preload();
  },
} as const;

/** The browser's reload (the moderation alert's OK after a save, spec §4 "Save flow"). */
const reloadThePage = () => {
  window.location.reload();
};

export interface PlannerDialogsProps {
  /** Reloads the page; stories and tests watch it instead of leaving. */
  reloadPage?: () => void;
}

/** The Save dialog's slots: the player's names when known, else the count (0 when unreadable). */
function useSlots(dialog: PlannerDialog | null) {
  const names = useSavedNames();
  const loggedIn = useCurrentUser() !== null;
  const { data: count } = useSavedBuildCount(loggedIn && dialog === 'save' && names === null);
  return {
    used: names?.length ?? count?.count ?? null,
    limit: count?.limit ?? SAVED_BUILD_LIMIT,
  };
}

/**
 * The planner's dialogs, bound to the store. Each one's code loads the first time it opens
 * (they are not part of the page's first download); only the open one is rendered.
 */
function PlannerDialogsComponent({ reloadPage = reloadThePage }: PlannerDialogsProps) {
  const store = usePlannerStoreApi();
  const dialog = usePlanner(selectDialog);
  const title = usePlanner(selectTitle);
  const description = usePlanner(selectDescription);
  const tags = usePlanner(selectTags);
  const typeTags = usePlanner(selectTypeTags);
  const sharing = usePlanner(selectSharing);
  const link = usePlanner(selectLink);
  const save = usePlanner(selectSave);
  const migratedTo = usePlanner(selectMigratedTo);
  const moderationMessage = usePlanner(selectModeration);
  const success = usePlanner(selectSuccess);
  const actions = usePlannerActions();
  const slots = useSlots(dialog);
  const sendBuild = useSaveBuild();

  const onImport = useCallback(
    async (file: File) => {
      // The engine's import, with zod, loads with the first file: a new build's load does not
      // build its schemas. A failed load rejects, which the dialog says as an unreadable file.
      const { importBuildFile } = await import('../skills/importBuild');
      const result = await importBuildFile(file, store.getState().index);
      if (!result.ok) return result;
      store.getState().actions.importBuild(result.build);
      return { ok: true as const };
    },
    [store],
  );

  const onExport = useCallback(
    (typedName: string) => {
      const { build, index, actions: now } = store.getState();
      const fileName = downloadBuildFile(build, index, typedName);
      now.showSuccess('Build Exported', `Your build was saved as ${fileName}.`);
    },
    [store],
  );

  /** Closes a dialog unless another one has taken its place (export → success). */
  const closeIf = useCallback(
    (name: PlannerDialog) => () => {
      const now = store.getState();
      if (now.ui.dialog === name) now.actions.closeDialog();
    },
    [store],
  );

  /**
   * OK on the moderation alert. After a restricted save the page reloads with the build as
   * stored handed back to it (now Restricted); if local storage cannot take it, the planner
   * stays as it is rather than lose the build.
   */
  const onModerationClose = useCallback(() => {
    const { ui, requests, actions: now } = store.getState();
    if (ui.dialog !== 'moderation') return;
    const restricted = requests.save.restricted;
    now.closeDialog();
    if (restricted && handOverSavedBuild(restricted)) reloadPage();
  }, [store, reloadPage]);

  if (dialog === null) return null;
  return (
    <Suspense fallback={null}>
      {dialog === 'editText' && (
        <LazyEditBuildTextDialog
          open
          title={title}
          description={description}
          onSave={actions.editBuildText}
          onClose={closeIf('editText')}
        />
      )}
      {dialog === 'tags' && (
        <LazyTagsDialog
          open
          tags={tags}
          typeTags={typeTags}
          onSave={actions.saveTags}
          onClose={closeIf('tags')}
        />
      )}
      {dialog === 'export' && (
        <LazyExportDialog
          open
          suggestedFileName={suggestedExportFileName(title)}
          onExport={onExport}
          onClose={closeIf('export')}
        />
      )}
      {dialog === 'import' && (
        <LazyImportDialog open onImport={onImport} onClose={closeIf('import')} />
      )}
      {dialog === 'copyLink' && (
        <LazyCopyLinkDialog
          open
          url={link.url}
          error={link.error}
          busy={link.busy}
          onClose={closeIf('copyLink')}
        />
      )}
      {dialog === 'save' && (
        <LazySaveBuildDialog
          open
          title={title}
          listing={shownListing(sharing)}
          slotsUsed={slots.used}
          limit={slots.limit}
          busy={save.busy}
          error={save.error}
          note={save.note}
          defaultNote={migratedTo === undefined ? '' : migratedNote(migratedTo)}
          onNoteChange={actions.setSaveNote}
          onSave={() => void sendBuild('save')}
          onClose={closeIf('save')}
        />
      )}
      {dialog === 'overwrite' && (
        <LazyOverwriteBuildDialog
          open
          title={title}
          busy={save.busy}
          error={save.error}
          onOverwrite={() => void sendBuild('overwrite')}
          onClose={closeIf('overwrite')}
        />
      )}
      {dialog === 'buildLimit' && <LazyBuildLimitDialog open onClose={closeIf('buildLimit')} />}
      {dialog === 'moderation' && (
        <LazyModerationAlertDialog open message={moderationMessage} onClose={onModerationClose} />
      )}
      {dialog === 'success' && (
        <LazySuccessDialog
          open
          title={success.title}
          message={success.message}
          onClose={closeIf('success')}
        />
      )}
    </Suspense>
  );
}

export const PlannerDialogs = memo(PlannerDialogsComponent);
