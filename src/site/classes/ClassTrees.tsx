import { useMemo } from 'react';
import { treesOfClass } from '../../api/classTrees';
import { CURRENT_GAME_VERSION } from '../../api/gameDataChunk';
import type { ClassDetail, ClassTreesWithSkills } from '../../api/contract/gameCatalog';
import { TreeFrame } from '../../builds/trees/TreeFrame';
import { emptyBuild } from '../../skills/emptyBuild';
import { indexGameData } from '../../skills/gameIndex';
import { treeNodeStates } from '../../skills/skillStates';

/**
 * A class's trees, read-only and with nothing taken, in the viewer's drawing (TreeFrame): each a
 * static drawing the server renders, made interactive (details on a skill) when reached for.
 * Side by side from medium screens, stacked on phones by CSS alone, so the server's HTML is the
 * browser's first render whatever the screen.
 */
export function ClassTrees({ detail, data }: { detail: ClassDetail; data: ClassTreesWithSkills }) {
  const shown = useMemo(() => {
    // The API answers with its current game data, the version this bundle calls current too.
    const index = indexGameData({ version: CURRENT_GAME_VERSION, classes: [detail], ...data });
    const build = { ...emptyBuild(), selectedClass: detail.slug };
    return treesOfClass(detail, index.treesByClassId.get(detail.id) ?? []).map((tree) => ({
      tree,
      skills: index.skillsByTreeId.get(tree.id) ?? [],
      nodeStates: new Map(
        treeNodeStates(build, index, tree.id).map((state) => [state.skillId, state]),
      ),
    }));
  }, [detail, data]);
  if (shown.length === 0) {
    return <p className="text-sand-300">No skill trees are listed for this class yet.</p>;
  }
  return (
    <div className="grid gap-4 md:grid-cols-3 md:gap-3" data-testid="class-trees">
      {shown.map(({ tree, skills, nodeStates }) => (
        <TreeFrame
          key={tree.id}
          tree={tree}
          graph={{ skills, nodeStates, readOnly: true }}
          keepServerHtml
        />
      ))}
    </div>
  );
}
