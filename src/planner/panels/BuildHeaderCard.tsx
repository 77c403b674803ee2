import { memo, useMemo } from 'react';
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
import { ClampedText } from './ClampedText';
import { MoreActionsMenu } from './header/MoreActionsMenu';
import { SkillSearch } from './SkillSearch';
import { Icon, ICONS, ToolButton } from './header/ToolButton';
import type { PlannerState } from '../store/plannerTypes';

const selectTitle = (s: PlannerState) => s.build.buildTitle;
const selectDescription = (s: PlannerState) => s.build.buildDescription;
const selectTags = (s: PlannerState) => s.build.buildTags;
const selectTypeTags = (s: PlannerState) => s.build.buildTypeTags;
const selectSharing = (s: PlannerState) => s.build.buildSharing;
const selectImported = (s: PlannerState) => s.imported;
const selectOrigin = (s: PlannerState) => s.build.buildOrigin;

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
 * The header card, compact so the trees make the first screen: the build's title with its edit
 * button, the skill search, Save and Link, undo and redo, and a menu with Export, Import, Load
 * and a new build; under them the description (folded to a line or two) and the tags. Save, Load and the Build
 * Listing selector are a logged-in player's (spec §2: "Save and Load are disabled for
 * anonymous visitors").
 */
function BuildHeaderCardComponent() {
  const title = usePlanner(selectTitle);
  const description = usePlanner(selectDescription);
  const origin = usePlanner(selectOrigin);
  const canUndo = usePlanner(selectCanUndo);
  const canRedo = usePlanner(selectCanRedo);
  const actions = usePlannerActions();
  const createLink = useBuildLink();
  const loggedIn = useCurrentUser() !== null;
  const openSave = useOpenSave(useSavedNames());

  return (
    <section
      aria-label="Build"
      data-testid="build-header"
      className="relative grid grid-cols-1 gap-2 rounded-2xl border border-sand-700/80 bg-sand-900/85 p-3 shadow-lg shadow-black/30 sm:px-5 sm:py-2 lg:grid-cols-[minmax(0,1fr)_minmax(14rem,20rem)_auto] lg:items-center lg:gap-x-4"
    >
      {/* Clipped on its own: the card must not clip the menu that opens out of it. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 overflow-hidden rounded-2xl"
      >
        <div className="absolute -top-24 -right-24 size-64 rounded-full bg-spice-500/10 blur-3xl" />
      </div>
      <div className="relative flex min-w-0 items-center gap-1">
        <h1 className="min-w-0 font-display text-xl font-semibold tracking-wide break-words text-sand-50 sm:text-2xl">
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
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-sand-300 hover:bg-sand-800 hover:text-spice-200 sm:size-10"
        >
          <Icon d={ICONS.edit} />
        </button>
      </div>

      <div className="relative grid grid-cols-[2fr_2fr_1fr] gap-1.5 sm:flex sm:items-center sm:gap-2 lg:col-start-3 lg:row-start-1">
        <div
          className="grid grid-cols-2 gap-1.5 sm:flex sm:gap-2"
          role="group"
          aria-label="Build actions"
        >
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
          className="grid grid-cols-2 gap-1.5 sm:flex sm:gap-2"
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
        </div>
        <MoreActionsMenu loggedIn={loggedIn} />
      </div>

      <div className="relative flex min-w-0 flex-col gap-2 lg:col-span-3 lg:flex-row lg:items-start lg:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {/* Part of the build data, so a New build or another loaded build drops it by itself. */}
          {origin ? <BuildOriginNote origin={origin} /> : null}
          <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4 lg:flex-nowrap">
            <div className="min-w-0 sm:flex-1 sm:basis-72 lg:basis-48">
              <ClampedText
                clamp="line-clamp-2 sm:line-clamp-1"
                className="text-sm leading-relaxed break-words whitespace-pre-line text-sand-200"
              >
                {description || <span className="text-sand-300 italic">No description</span>}
              </ClampedText>
            </div>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <TagList />
              <button
                type="button"
                onClick={() => {
                  actions.openDialog('tags');
                }}
                onPointerEnter={preloadDialog.tags}
                onFocus={preloadDialog.tags}
                className="-my-1 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-spice-300 hover:text-spice-200 sm:min-h-9"
              >
                <Icon d={ICONS.tag} />
                Edit tags
              </button>
            </div>
          </div>
        </div>
        {loggedIn && (
          <div className="w-full lg:w-72 lg:shrink-0">
            <Listing />
          </div>
        )}
      </div>

      <div className="relative min-w-0 lg:col-start-2 lg:row-start-1">
        <SkillSearch />
      </div>
    </section>
  );
}

export const BuildHeaderCard = memo(BuildHeaderCardComponent);
