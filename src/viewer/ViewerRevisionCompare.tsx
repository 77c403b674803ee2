import { useEffect, useState } from 'react';
import type { BuildRevisionSummary } from '../api/contract/buildRevisions';
import { REVISION_TEXTS } from '../api/contract/buildRevisionsTexts';
import { gameVersionToOpen, loadGameIndex } from '../api/gameDataChunk';
import { fetchBuildRevision } from '../api/savedBuilds/fetchBuildRevision';
import {
  RevisionCompareView,
  type RevisionComparison,
} from '../builds/history/RevisionCompareView';
import { buildDiff } from '../skills/buildDiff';

/** One side of the comparison: a revision's build with the game data it was saved on. */
async function revisionSide(url: string, number: number, fetchRevision: typeof fetchBuildRevision) {
  const revision = await fetchRevision(url, number);
  const index = await loadGameIndex(gameVersionToOpen(revision.game_version));
  return { build: { ...revision.data, buildGuide: revision.build_guide }, index };
}

/** Which two revisions are compared, and how they are read (a stand-in in stories). */
export interface ViewerRevisionCompareProps {
  url: string;
  /** Newest first; at least two. */
  revisions: readonly BuildRevisionSummary[];
  fetchRevision?: typeof fetchBuildRevision;
}

/**
 * The history's comparison: reads the two chosen revisions and diffs them, each against the
 * game data it was saved on. A chunk of its own, loaded when the player asks to compare.
 */
export function ViewerRevisionCompare({
  url,
  revisions,
  fetchRevision = fetchBuildRevision,
}: ViewerRevisionCompareProps) {
  const [[from, to], setPair] = useState(() => [
    revisions[1]?.number ?? 1,
    revisions[0]?.number ?? 1,
  ]);
  const pair = `${from}:${to}`;
  // Each answer is kept with the pair it is for: any other pair reads as loading.
  const [answer, setAnswer] = useState<{ pair: string; comparison: RevisionComparison } | null>(
    null,
  );
  useEffect(() => {
    let live = true;
    const settle = (comparison: RevisionComparison) => {
      if (live) setAnswer({ pair: `${from}:${to}`, comparison });
    };
    Promise.all([
      revisionSide(url, from, fetchRevision),
      revisionSide(url, to, fetchRevision),
    ]).then(
      ([a, b]) => {
        settle({ kind: 'ready', diff: buildDiff(a.build, b.build, a.index, b.index) });
      },
      (failed: unknown) => {
        const message = failed instanceof Error && failed.message !== '' ? failed.message : null;
        settle({ kind: 'failed', message: message ?? REVISION_TEXTS.compareFailed });
      },
    );
    return () => {
      live = false;
    };
  }, [url, from, to, fetchRevision]);
  const comparison: RevisionComparison =
    answer?.pair === pair ? answer.comparison : { kind: 'loading' };
  return (
    <RevisionCompareView
      revisions={revisions}
      from={from}
      to={to}
      comparison={comparison}
      onChoose={(nextFrom, nextTo) => {
        setPair([nextFrom, nextTo]);
      }}
    />
  );
}
