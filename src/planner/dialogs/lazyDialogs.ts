import { lazy, type ComponentType } from 'react';

/**
 * The planner's dialogs as lazy components, so none of them (nor the shared Dialog) is in the
 * planner's first download. Render them inside <Suspense fallback={null}>; call `preload` on
 * pointer-enter or focus of the button that opens one, so the chunk is there by the click.
 */
function lazyNamed<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= load());
  const Component = lazy(async () => ({ default: await preload() }));
  return Object.assign(Component, { preload });
}

export const LazyEditBuildTextDialog = lazyNamed(() =>
  import('./EditBuildTextDialog').then((m) => m.EditBuildTextDialog),
);
export const LazyTagsDialog = lazyNamed(() => import('./TagsDialog').then((m) => m.TagsDialog));
export const LazyExportDialog = lazyNamed(() =>
  import('./ExportDialog').then((m) => m.ExportDialog),
);
export const LazyImportDialog = lazyNamed(() =>
  import('./ImportDialog').then((m) => m.ImportDialog),
);
export const LazyCopyLinkDialog = lazyNamed(() =>
  import('../../builds/dialogs/CopyLinkDialog').then((m) => m.CopyLinkDialog),
);
export const LazyModerationAlertDialog = lazyNamed(() =>
  import('./ModerationAlertDialog').then((m) => m.ModerationAlertDialog),
);
export const LazySuccessDialog = lazyNamed(() =>
  import('./SuccessDialog').then((m) => m.SuccessDialog),
);
/** The Save dialog (a logged-in player's Save). */
export const LazySaveBuildDialog = lazyNamed(() =>
  import('./SaveBuildDialog').then((m) => m.SaveBuildDialog),
);
/** The Overwrite dialog (a save whose name the account already holds). */
export const LazyOverwriteBuildDialog = lazyNamed(() =>
  import('./OverwriteBuildDialog').then((m) => m.OverwriteBuildDialog),
);
/** Build Limit Reached (every save slot used). */
export const LazyBuildLimitDialog = lazyNamed(() =>
  import('./BuildLimitDialog').then((m) => m.BuildLimitDialog),
);
/** Plan a respec: from one build to another (the respec planner). */
export const LazyRespecDialog = lazyNamed(() =>
  import('../respec/RespecDialog').then((m) => m.RespecDialog),
);
