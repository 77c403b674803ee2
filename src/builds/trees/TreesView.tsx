import type { ReactNode } from 'react';
import { Fragment } from 'react';
import type { SkillTree } from '../../skills/gameData';
import { ChevronButton } from '../panels/ChevronButton';

/** What the trees view shows and how it reports the phone's arrows. */
export interface TreesViewProps {
  /** The shown class's trees in display order. */
  trees: readonly SkillTree[];
  /** One tree at a time (phones, tablets, Safari) instead of side by side. */
  mobile: boolean;
  /** The tree shown on phones, as its position in `trees` (clamped to the last). */
  shownIndex: number;
  /** The phone's previous (-1) and next (+1) arrows; the page wraps around. */
  onStepTree: (by: -1 | 1) => void;
  /**
   * Draws one tree (a TreeFrame bound to the page's data); `heading` is the phone's switcher,
   * to pass on as the frame's heading.
   */
  renderTree: (tree: SkillTree, heading?: ReactNode) => ReactNode;
}

/**
 * The shown class's trees, from props alone, for the planner and the viewer: side by side on
 * desktops; on phones one at a time, headed by the tree's name and "n/N" between previous and
 * next arrows.
 */
export function TreesView({ trees, mobile, shownIndex, onStepTree, renderTree }: TreesViewProps) {
  if (trees.length === 0) {
    return <p className="text-sand-300 italic">This class has no skill trees yet.</p>;
  }
  if (!mobile) {
    // Wide screens give the trees more room than the page's text column.
    return (
      <div className="grid grid-cols-3 gap-3 xl:mx-[calc((100%_-_min(100vw_-_3rem,_90rem))_/_2)]">
        {trees.map((tree) => (
          <Fragment key={tree.id}>{renderTree(tree)}</Fragment>
        ))}
      </div>
    );
  }
  const position = Math.min(Math.max(shownIndex, 0), trees.length - 1);
  const tree = trees[position];
  if (!tree) return null;
  return (
    // Keyed by the tree, so a stepped-to tree mounts its own graph.
    <Fragment key={tree.id}>
      {renderTree(
        tree,
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <ChevronButton
            direction="left"
            label="Previous tree"
            onClick={() => {
              onStepTree(-1);
            }}
          />
          <h3
            className="min-w-0 flex-1 truncate text-center font-display text-lg font-semibold tracking-wide text-spice-200"
            aria-live="polite"
          >
            {tree.name}{' '}
            <span className="text-sm font-normal text-sand-300">
              {position + 1}/{trees.length}
            </span>
          </h3>
          <ChevronButton
            direction="right"
            label="Next tree"
            onClick={() => {
              onStepTree(1);
            }}
          />
        </div>,
      )}
    </Fragment>
  );
}
