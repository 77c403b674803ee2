import type { ReactNode } from 'react';
import { memo, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../api/session/sessionContext';
import { BuildOriginNote } from '../../builds/panels/BuildOriginNote';
import { listingChoice, shownListing } from '../../skills/buildListing';
import { useBuildLink } from '../actions/useBuildLink';
import { useSavedNames } from '../actions/useSavedNames';
import { useOpenSave } from '../actions/useSaveBuild';
import { preloadDialog } from '../PlannerDialogs';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import { selectCanRedo, selectCanUndo } from '../store/selectors';
import { BuildListingSelector } from './BuildListingSelector';
import type { PlannerState } from '../store/plannerTypes';

const selectTitle = (s: PlannerState) => s.build.buildTitle;
const selectDescription = (s: PlannerState) => s.build.buildDescription;
const selectTags = (s: PlannerState) => s.build.buildTags;
const selectTypeTags = (s: PlannerState) => s.build.buildTypeTags;
const selectSharing = (s: PlannerState) => s.build.buildSharing;
const selectImported = (s: PlannerState) => s.imported;
const selectOrigin = (s: PlannerState) => s.build.buildOrigin;

function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0 fill-none stroke-current"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

const ICONS = {
  edit: 'M4 20h4L18.5 9.5a2.1 2.1 0 0 0-3-3L5 17v3ZM13.5 6.5l3 3',
  tag: 'M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Zm5-4.5h.01',
  export: 'M12 3v12m0 0 4-4m-4 4-4-4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  import: 'M12 15V3m0 0 4 4m-4-4L8 7M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  save: 'M5 3h11l3 3v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm2 0v5h8V3M7 21v-7h10v7',
  load: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  redo: 'm15 14 5-5-5-5m5 5H9a5 5 0 0 0 0 10h3',
  reset: 'M12 5v14M5 12h14',
} as const;

function ToolButton({
  icon,
  children,
  onClick,
  onIntent,
  disabled = false,
  title,
  shortcut,
  primary = false,
}: {
  icon: keyof typeof ICONS;
  children: ReactNode;
  onClick?: () => void;
  /** Hover, focus or touch: the moment to start loading what the click needs. */
  onIntent?: () => void;
  disabled?: boolean;
  title?: string;
  shortcut?: string;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      title={title}
      aria-keyshortcuts={shortcut}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      className={`inline-flex min-h-11 min-w-11 flex-col items-center justify-center gap-1 rounded-xl px-1.5 py-2 text-xs font-semibold tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-50 sm:flex-row sm:gap-2 sm:px-4 sm:text-sm motion-reduce:transition-none ${
        primary
          ? 'bg-spice-400 text-sand-950 shadow-md shadow-spice-900/40 hover:bg-spice-300 active:bg-spice-500'
          : 'border border-sand-600 bg-sand-800/70 text-sand-100 enabled:hover:border-spice-400 enabled:hover:text-spice-200'
      }`}
    >
      <Icon d={ICONS[icon]} />
      {children}
    </button>
  );
}

function TagList() {
  const tags = usePlanner(selectTags);
  const typeTags = usePlanner(selectTypeTags);
  if (tags.length + typeTags.length === 0) {
    return <p className="text-sm text-sand-300 italic">No tags</p>;
  }
  return (
    <ul aria-label="Build tags" className="flex flex-wrap gap-1.5">
      {typeTags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-ibad-400/70 bg-ibad-500/15 px-2.5 py-0.5 text-xs font-semibold text-ibad-300"
        >
          {tag}
        </li>
      ))}
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-spice-600/60 bg-spice-950/40 px-2.5 py-0.5 text-xs font-medium text-spice-200"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/**
 * The Build Listing selector bound to the build (spec §4 "Build sharing"): Private or Public;
 * disabled, saying why, for a Restricted or an imported build.
 */
function ListingComponent() {
  const sharing = usePlanner(selectSharing);
  const imported = usePlanner(selectImported);
  const { chooseListing } = usePlannerActions();
  const choice = useMemo(
    () => listingChoice({ buildSharing: sharing }, imported),
    [sharing, imported],
  );
  return (
    <BuildListingSelector
      listing={shownListing(sharing)}
      choice={choice}
      onChoose={chooseListing}
    />
  );
}
const Listing = memo(ListingComponent);

/**
 * The header card: the build's title, description and tags with their edit buttons; Export,
 * Import, Save, Load and Link; undo, redo and a new build. Save, Load and the Build Listing
 * selector are a logged-in player's (spec §2: "Save and Load are disabled for anonymous
 * visitors").
 */
function BuildHeaderCardComponent() {
  const title = usePlanner(selectTitle);
  const description = usePlanner(selectDescription);
  const origin = usePlanner(selectOrigin);
  const canUndo = usePlanner(selectCanUndo);
  const canRedo = usePlanner(selectCanRedo);
  const actions = usePlannerActions();
  const createLink = useBuildLink();
  const navigate = useNavigate();
  const loggedIn = useCurrentUser() !== null;
  const openSave = useOpenSave(useSavedNames());

  return (
    <section
      aria-label="Build"
      data-testid="build-header"
      className="relative flex flex-col gap-4 overflow-hidden rounded-2xl border border-sand-700/80 bg-sand-900/85 p-4 shadow-lg shadow-black/30 sm:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-spice-500/10 blur-3xl"
      />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-xs font-semibold tracking-[0.25em] text-spice-300 uppercase">
            Plan Characters
          </p>
          <div className="flex min-w-0 items-start gap-2">
            <h1 className="min-w-0 font-display text-2xl font-semibold tracking-wide break-words text-sand-50 sm:text-3xl">
              {title}
            </h1>
            <button
              type="button"
              aria-label="Edit title and description"
              title="Edit title and description"
              onClick={() => {
                actions.openDialog('editText');
              }}
              onPointerEnter={preloadDialog.editText}
              onFocus={preloadDialog.editText}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-sand-300 hover:bg-sand-800 hover:text-spice-200"
            >
              <Icon d={ICONS.edit} />
            </button>
          </div>
          {/* Part of the build data, so a New build or another loaded build drops it by itself. */}
          {origin ? <BuildOriginNote origin={origin} /> : null}
          <p className="max-w-3xl text-sm leading-relaxed break-words whitespace-pre-line text-sand-200">
            {description || <span className="text-sand-300 italic">No description</span>}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <TagList />
            <button
              type="button"
              onClick={() => {
                actions.openDialog('tags');
              }}
              onPointerEnter={preloadDialog.tags}
              onFocus={preloadDialog.tags}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-spice-300 hover:text-spice-200"
            >
              <Icon d={ICONS.tag} />
              Edit tags
            </button>
          </div>
        </div>

        <div className="flex shrink-0 flex-col gap-2 lg:items-end">
          <div
            className="grid grid-cols-5 gap-1.5 sm:flex sm:flex-wrap sm:gap-2"
            role="group"
            aria-label="Build actions"
          >
            <ToolButton
              icon="export"
              onIntent={preloadDialog.export}
              onClick={() => {
                actions.openDialog('export');
              }}
            >
              Export
            </ToolButton>
            <ToolButton
              icon="import"
              onIntent={preloadDialog.import}
              onClick={() => {
                actions.openDialog('import');
              }}
            >
              Import
            </ToolButton>
            <ToolButton
              icon="save"
              disabled={!loggedIn}
              title={loggedIn ? 'Save this build to your account' : 'Log in to save builds'}
              onIntent={loggedIn ? preloadDialog.save : undefined}
              onClick={openSave}
            >
              Save
            </ToolButton>
            <ToolButton
              icon="load"
              disabled={!loggedIn}
              title={loggedIn ? 'Open your saved builds' : 'Log in to load your builds'}
              onClick={() => {
                void navigate('/my-builds');
              }}
            >
              Load
            </ToolButton>
            <ToolButton
              icon="link"
              primary
              onIntent={preloadDialog.link}
              onClick={() => {
                void createLink();
              }}
            >
              Link
            </ToolButton>
          </div>
          <div
            className="grid grid-cols-3 gap-1.5 sm:flex sm:flex-wrap sm:gap-2"
            role="group"
            aria-label="History"
          >
            <ToolButton
              icon="undo"
              disabled={!canUndo}
              title="Undo (Ctrl+Z)"
              shortcut="Control+Z"
              onClick={actions.undo}
            >
              Undo
            </ToolButton>
            <ToolButton
              icon="redo"
              disabled={!canRedo}
              title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
              shortcut="Control+Shift+Z Control+Y"
              onClick={actions.redo}
            >
              Redo
            </ToolButton>
            <ToolButton
              icon="reset"
              title="Start a new build (undoable)"
              onClick={actions.resetBuild}
            >
              New build
            </ToolButton>
          </div>
          {loggedIn && (
            <div className="w-full lg:max-w-xs">
              <Listing />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

export const BuildHeaderCard = memo(BuildHeaderCardComponent);
