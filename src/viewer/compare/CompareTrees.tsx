import './compareMarks.css';
import { useId, useMemo, useState } from 'react';
import { CLASS_NAMES } from '../../builds/cards/classNames';
import { TreesView } from '../../builds/trees/TreesView';
import { useSteppedTree } from '../../builds/trees/useSteppedTree';
import { canDrawTree, TreeDrawing, type NodeMark } from '../../graph/TreeDrawing';
import type { ClassCompare } from '../../skills/compareNodes';
import type { SkillTree } from '../../skills/gameData';
import type { GameIndex } from '../../skills/gameIndex';
import type { SkillNodeState } from '../../skills/skillStates';
import { COMPARE_MARKS, compareNodeLabel } from './compareMarks';

/** A class's overlay as the drawing takes it: each node at the higher level, with its mark. */
function overlayOf(compared: ClassCompare, index: GameIndex) {
  const nodeStates = new Map<number, SkillNodeState>();
  const marks = new Map<number, NodeMark>();
  for (const node of compared.nodes) {
    const maxLevel = index.skillsById.get(node.skillId)?.levels.length ?? 1;
    const level = Math.max(node.levelA, node.levelB);
    nodeStates.set(node.skillId, {
      skillId: node.skillId,
      level,
      maxLevel,
      state: level >= maxLevel ? 'maxed' : 'allocated',
      isRed: false,
      canIncrease: false,
      increaseRefusal: null,
      canDecrease: false,
      decreaseRefusal: null,
    });
    marks.set(node.skillId, {
      letter: COMPARE_MARKS[node.state].letter,
      label: compareNodeLabel(node),
    });
  }
  return { nodeStates, marks };
}

function CompareTree({
  tree,
  index,
  overlay,
  heading,
}: {
  tree: SkillTree;
  index: GameIndex;
  overlay: ReturnType<typeof overlayOf>;
  heading?: React.ReactNode;
}) {
  const skills = index.skillsByTreeId.get(tree.id) ?? [];
  return (
    <section
      aria-label={`${tree.name} tree`}
      data-testid="compare-tree"
      className="flex min-w-0 flex-col gap-2"
    >
      <div className="flex min-h-11 items-center px-1">
        {heading ?? (
          <h3 className="font-display text-lg font-semibold tracking-wide text-spice-200">
            {tree.name}
          </h3>
        )}
      </div>
      <div className="h-[min(60vh,30rem)] md:h-[clamp(28rem,64vh,40rem)]">
        {canDrawTree(skills) ? (
          <TreeDrawing
            tree={tree}
            skills={skills}
            nodeStates={overlay.nodeStates}
            marks={overlay.marks}
            controls={false}
            readOnly
            ariaLabel={`${tree.name} skill tree, both builds overlaid`}
          />
        ) : (
          <p className="text-sm text-sand-300">This tree cannot be drawn: see the list below.</p>
        )}
      </div>
    </section>
  );
}

/** One class's trees, overlaid; on phones one tree at a time. */
function ClassTrees({
  compared,
  index,
  mobile,
}: {
  compared: ClassCompare;
  index: GameIndex;
  mobile: boolean;
}) {
  const overlay = useMemo(() => overlayOf(compared, index), [compared, index]);
  const gameClass = index.classesBySlug.get(compared.classSlug);
  const trees = (gameClass && index.treesByClassId.get(gameClass.id)) ?? [];
  const stepped = useSteppedTree(trees.length);
  return (
    <TreesView
      trees={trees}
      mobile={mobile}
      shownIndex={stepped.shownIndex}
      onStepTree={stepped.onStepTree}
      renderTree={(tree, heading) => (
        <CompareTree tree={tree} index={index} overlay={overlay} heading={heading} />
      )}
    />
  );
}

/**
 * Both builds' trees overlaid, a tab per class either build takes a skill in; each node carries
 * its state's letter. A chunk of its own, mounted once the game data has loaded.
 */
export default function CompareTrees({
  classes,
  index,
  mobile,
}: {
  classes: readonly ClassCompare[];
  index: GameIndex;
  mobile: boolean;
}) {
  const tabsId = useId();
  const [chosen, setChosen] = useState(0);
  const shown = classes[Math.min(chosen, classes.length - 1)];
  if (!shown) return null;
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label="Classes" className="flex flex-wrap gap-2">
        {classes.map(({ classSlug }, position) => (
          <button
            key={classSlug}
            type="button"
            role="tab"
            id={`${tabsId}-${classSlug}`}
            aria-selected={shown.classSlug === classSlug}
            aria-controls={`${tabsId}-panel`}
            onClick={() => {
              setChosen(position);
            }}
            className="min-h-11 rounded-xl border border-sand-600 px-4 text-sm font-semibold text-sand-100 aria-selected:border-spice-400 aria-selected:bg-sand-800 aria-selected:text-spice-200 aria-selected:underline"
          >
            {CLASS_NAMES[classSlug]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${shown.classSlug}`}>
        <ClassTrees key={shown.classSlug} compared={shown} index={index} mobile={mobile} />
      </div>
    </div>
  );
}
