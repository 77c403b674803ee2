import type { ReactNode } from 'react';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router-dom';
import type { CompareResponse } from '../../api/contract/compare';
import { comparePath } from '../../api/contract/comparePaths';
import { BuildDiffView } from '../../builds/diff/BuildDiffView';
import type { GameIndex } from '../../skills/gameIndex';
import { CompareLegend } from './CompareLegend';
import { CompareList } from './CompareList';
import { CompareRespec } from './CompareRespec';
import { CompareSideCard } from './CompareSideCard';
import { CopyCompareLink } from './CopyCompareLink';

/** The trees and their drawing's code and styles: a chunk fetched once the game data is here. */
const CompareTrees = lazy(() => import('./CompareTrees'));

function TreesWaiting() {
  return (
    <p className="text-sm text-sand-300" role="status">
      Drawing the trees…
    </p>
  );
}

/** The page's heading: "{A} vs {B}". */
export function compareTitle(answer: CompareResponse): string {
  return `${answer.a.title} vs ${answer.b.title}`;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-sand-50">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface CompareViewProps {
  answer: CompareResponse;
  /** The address's sides, as written (Swap and Copy link make addresses of them). */
  a: string;
  b: string;
  /** The current game data, for the trees; null while it loads. */
  index: GameIndex | null;
  mobile: boolean;
  /** Stand-in for the clipboard (stories and tests). */
  copy?: (text: string) => Promise<boolean>;
}

/**
 * Two builds compared, from props alone: both sides, Swap and Copy link, the trees overlaid per
 * class with their legend, the same as a list, the respec from A to B, and the build diff
 * (points, modifiers, slots, tags, texts).
 */
export function CompareView({ answer, a, b, index, mobile, copy }: CompareViewProps) {
  const { compare } = answer;
  return (
    <article className="flex min-w-0 flex-col gap-8" data-testid="compare-view">
      <header className="flex flex-col gap-4">
        <div>
          <p className="mb-2 text-xs font-semibold tracking-[0.25em] text-spice-300 uppercase">
            Compare builds
          </p>
          <h1 className="font-display text-3xl font-semibold tracking-wide break-words text-sand-50 sm:text-4xl">
            {compareTitle(answer)}
          </h1>
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          <CompareSideCard name="A" side={answer.a} segment={a} comparedOn={answer.gameVersion} />
          <CompareSideCard name="B" side={answer.b} segment={b} comparedOn={answer.gameVersion} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={comparePath(b, a)}
            className="inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-spice-200 underline"
          >
            Swap
            <span className="sr-only"> (compare B with A)</span>
          </Link>
          <CopyCompareLink path={comparePath(a, b)} {...(copy ? { copy } : {})} />
        </div>
      </header>
      <Part title="Trees">
        <CompareLegend />
        {compare.classes.length === 0 ? (
          <p className="text-sm text-sand-300 italic">Neither build takes a skill.</p>
        ) : index ? (
          // Only once the game data is here (never on the server): the first screen has no
          // Suspense boundary left waiting.
          <Suspense fallback={<TreesWaiting />}>
            <CompareTrees classes={compare.classes} index={index} mobile={mobile} />
          </Suspense>
        ) : (
          <TreesWaiting />
        )}
      </Part>
      <Part title="Skills">
        <CompareList classes={compare.classes} />
      </Part>
      <Part title="Respec from A to B">
        <CompareRespec respec={compare.respec} />
      </Part>
      <Part title="Differences">
        <BuildDiffView diff={compare.diff} labelA="Build A" labelB="Build B" />
      </Part>
    </article>
  );
}
