import type { ReactNode } from 'react';
import { Suspense } from 'react';
import type { SkillTreeGraphProps } from '../../graph';
import type { SkillTree } from '../../skills/gameData';
import { canDrawTree } from '../../graph/TreeDrawing';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
import { DrawnThenLiveTree } from './DrawnThenLiveTree';
import { LazySkillTreeGraph } from './lazyGraph';

/** The tree's frame while the graph's code arrives. */
function TreeLoading() {
  return (
    <div
      role="status"
      className="grid h-full place-items-center rounded-2xl border border-sand-700 bg-[#140e0a] text-sm text-sand-300 italic"
    >
      Drawing the tree…
    </div>
  );
}

/** What a tree frame shows: its tree, its heading and the graph's props. */
export interface TreeFrameProps {
  tree: SkillTree;
  /** The graph's props besides the tree (data, search, intents, read-only). */
  graph: Omit<SkillTreeGraphProps, 'tree'>;
  /** Replaces the tree's name as the heading (the phone layout's switcher). */
  heading?: ReactNode;
  /** SP spent in the tree, shown beside the heading; absent: no badge. */
  spentPoints?: number;
  /** Mount the graph one step after the screen's first paint (the planner's first screen). */
  drawAfterFirstPaint?: boolean;
  /**
   * Hydrating, keep the server's drawing as it is instead of claiming its every node: for a
   * read-only tree whose props never change (a class page's).
   */
  keepServerHtml?: boolean;
}

/**
 * One skill tree from props alone: a region named after the tree, its heading (or the phone's
 * switcher), the optional SP badge, and the tree: drawn at once and made interactive when the
 * player reaches for it (DrawnThenLiveTree), or, for a tree without grid cells, the graph
 * fetched as its own chunk; the box has the same size throughout, so nothing shifts.
 */
export function TreeFrame({
  tree,
  graph,
  heading,
  spentPoints,
  drawAfterFirstPaint = false,
  keepServerHtml = false,
}: TreeFrameProps) {
  return (
    <section
      aria-label={`${tree.name} tree`}
      data-testid="skill-tree"
      data-tree-name={tree.name}
      className="flex min-w-0 flex-col gap-2"
    >
      <div className="flex min-h-11 items-center justify-between gap-2 px-1">
        {heading ?? (
          <h3 className="font-display text-lg font-semibold tracking-wide text-spice-200">
            {tree.name}
          </h3>
        )}
        {spentPoints !== undefined && (
          <span
            className="shrink-0 rounded-full border border-sand-600 px-2.5 py-0.5 text-xs font-semibold text-sand-200 tabular-nums"
            data-testid="tree-sp"
          >
            {spentPoints} SP
          </span>
        )}
      </div>
      <div className="h-[min(68vh,34rem)] md:h-[clamp(32rem,76vh,46rem)]">
        {canDrawTree(graph.skills) ? (
          // Keyed by the tree: another tree in this frame starts again as its own drawing,
          // with no gesture or half-done hand-over of the one before.
          <DrawnThenLiveTree
            key={tree.id}
            graph={{ tree, ...graph }}
            keepServerHtml={keepServerHtml}
          />
        ) : (
          <AfterFirstPaint fallback={<TreeLoading />} immediately={!drawAfterFirstPaint}>
            <Suspense fallback={<TreeLoading />}>
              <LazySkillTreeGraph tree={tree} {...graph} />
            </Suspense>
          </AfterFirstPaint>
        )}
      </div>
    </section>
  );
}
