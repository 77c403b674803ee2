import { memo, Suspense, useCallback } from 'react';
import { suggestedExportFileName } from '../skills/exportBuild';
import { importBuildFile } from '../skills/importBuild';
import { downloadBuildFile } from './actions/buildFiles';
import {
  LazyCopyLinkDialog,
  LazyEditBuildTextDialog,
  LazyExportDialog,
  LazyImportDialog,
  LazyModerationAlertDialog,
  LazySuccessDialog,
  LazyTagsDialog,
} from './dialogs/lazyDialogs';
import { usePlanner, usePlannerActions, usePlannerStoreApi } from './store/PlannerStoreProvider';
import type { PlannerState } from './store/plannerStore';

const selectDialog = (s: PlannerState) => s.ui.dialog;
const selectTitle = (s: PlannerState) => s.build.buildTitle;
const selectDescription = (s: PlannerState) => s.build.buildDescription;
const selectTags = (s: PlannerState) => s.build.buildTags;
const selectTypeTags = (s: PlannerState) => s.build.buildTypeTags;
const selectLink = (s: PlannerState) => s.ui.link;
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
} as const;

/**
 * The planner's dialogs, bound to the store. Each one's code loads the first time it opens
 * (they are not part of the page's first download); only the open one is rendered.
 */
function PlannerDialogsComponent() {
  const store = usePlannerStoreApi();
  const dialog = usePlanner(selectDialog);
  const title = usePlanner(selectTitle);
  const description = usePlanner(selectDescription);
  const tags = usePlanner(selectTags);
  const typeTags = usePlanner(selectTypeTags);
  const link = usePlanner(selectLink);
  const moderationMessage = usePlanner(selectModeration);
  const success = usePlanner(selectSuccess);
  const actions = usePlannerActions();

  const onImport = useCallback(
    async (file: File) => {
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
    (name: NonNullable<PlannerState['ui']['dialog']>) => () => {
      const now = store.getState();
      if (now.ui.dialog === name) now.actions.closeDialog();
    },
    [store],
  );

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
      {dialog === 'moderation' && (
        <LazyModerationAlertDialog
          open
          message={moderationMessage}
          onClose={closeIf('moderation')}
        />
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
