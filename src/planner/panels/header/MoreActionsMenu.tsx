import { useNavigate } from 'react-router-dom';
import { CompareWithPlannerDialog } from '../../compare/CompareWithPlannerDialog';
import { useCompareWith } from '../../compare/useCompareWith';
import { preloadDialog } from '../../PlannerDialogs';
import { RespecPlannerDialog } from '../../respec/RespecPlannerDialog';
import { useRespecPlanner } from '../../respec/useRespecPlanner';
import { usePlannerActions } from '../../store/PlannerStoreProvider';
import { Icon, ICONS, MenuActionButton } from './ToolButton';
import { useDisclosure } from './useDisclosure';

/**
 * The header's less-used actions behind one button: Export, Import, Load (to My Builds; a
 * logged-in player's, spec §2), a new build, the respec planner and Compare with…. A disclosure of plain buttons: Tab reaches them,
 * Escape, a press outside or focus leaving closes it; an action closes it first and leaves
 * focus on its button, where a dialog it opens hands focus back.
 */
export function MoreActionsMenu({ loggedIn }: { loggedIn: boolean }) {
  const actions = usePlannerActions();
  const navigate = useNavigate();
  const respec = useRespecPlanner();
  const compare = useCompareWith();
  const { open, toggle, closeToButton, rootRef, buttonProps, panelProps } = useDisclosure<
    HTMLDivElement,
    HTMLButtonElement
  >();
  const run = (action: () => void) => () => {
    closeToButton();
    action();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        {...buttonProps}
        aria-label="More build actions"
        onClick={toggle}
        className={`inline-flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-xl border px-1.5 py-1 text-xs font-semibold tracking-wide transition-colors sm:min-h-10 sm:flex-row sm:gap-2 sm:px-3 sm:text-sm motion-reduce:transition-none ${
          open
            ? 'border-spice-400 bg-sand-800 text-spice-200'
            : 'border-sand-600 bg-sand-800/70 text-sand-100 hover:border-spice-400 hover:text-spice-200'
        }`}
      >
        <Icon d={ICONS.more} />
        More
      </button>
      <div
        {...panelProps}
        role="group"
        aria-label="More build actions"
        data-testid="build-menu"
        className="absolute top-full right-0 z-30 mt-2 w-56 max-w-[calc(100vw-2rem)] rounded-2xl border border-sand-700 bg-sand-900 p-1.5 shadow-2xl shadow-black/60"
      >
        <MenuActionButton
          icon="export"
          onIntent={preloadDialog.export}
          onClick={run(() => {
            actions.openDialog('export');
          })}
        >
          Export
        </MenuActionButton>
        <MenuActionButton
          icon="import"
          onIntent={preloadDialog.import}
          onClick={run(() => {
            actions.openDialog('import');
          })}
        >
          Import
        </MenuActionButton>
        <MenuActionButton
          icon="load"
          disabled={!loggedIn}
          title={loggedIn ? 'Open your saved builds' : 'Log in to load your builds'}
          onClick={run(() => {
            void navigate('/my-builds');
          })}
        >
          Load
        </MenuActionButton>
        <MenuActionButton
          icon="reset"
          title="Start a new build (undoable)"
          onClick={run(actions.resetBuild)}
        >
          New build
        </MenuActionButton>
        <MenuActionButton icon="respec" onIntent={respec.preload} onClick={run(respec.open)}>
          Plan a respec
        </MenuActionButton>
        <MenuActionButton icon="compare" onIntent={compare.preload} onClick={run(compare.open)}>
          Compare with…
        </MenuActionButton>
      </div>
      <RespecPlannerDialog opening={respec.opening} loggedIn={loggedIn} onClose={respec.close} />
      <CompareWithPlannerDialog self={compare.self} loggedIn={loggedIn} onClose={compare.close} />
    </div>
  );
}
