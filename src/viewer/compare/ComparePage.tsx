import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useCompareBuilds, type CompareFetcher } from '../../api/compare/compareBuilds';
import type { CompareResponse } from '../../api/contract/compare';
import { compareApiPath, compareSideOf } from '../../api/contract/comparePaths';
import { COMPARE_TEXTS } from '../../api/contract/compareTexts';
import type { PageDataKeys } from '../../api/contract/servedAnswers';
import { loadGameIndex } from '../../api/gameDataChunk';
import { ApiRequestError } from '../../api/requestJson';
import { useIsMobileLayout } from '../../builds/layout/mobileLayout';
import type { GameIndex } from '../../skills/gameIndex';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { usePageMeta } from '../../ui/usePageMeta';
import { CompareView, compareTitle } from './CompareView';

/** The page's texts for comparisons that cannot be shown. */
export const COMPARE_PAGE_TEXTS = {
  title: 'Compare builds',
  loading: 'Comparing the builds…',
  /** 'Failed to load critical page data: {reason} Try refreshing.' */
  failed: (reason: string) => `Failed to load critical page data: ${reason} Try refreshing.`,
  notFoundHint: 'It may have been deleted or made Private by its author.',
} as const;

/** Stand-ins for the page's calls (stories and tests). */
export interface ComparePageProps {
  fetchCompare?: CompareFetcher;
  loadIndex?: (version?: string) => Promise<GameIndex>;
  copy?: (text: string) => Promise<boolean>;
}

/** The address's sides when both name a build (a saved id or a share code), else null. */
function sidesOf(a: string | undefined, b: string | undefined) {
  return a !== undefined && b !== undefined && compareSideOf(a) && compareSideOf(b)
    ? { a, b }
    : null;
}

/** The first side the address names badly, for its message. */
function badSide(a: string | undefined): 'A' | 'B' {
  return a !== undefined && compareSideOf(a) ? 'B' : 'A';
}

/** The current game data for the trees, once the comparison is here. */
function useTreesIndex(answer: CompareResponse | undefined, load: ComparePageProps['loadIndex']) {
  const [index, setIndex] = useState<GameIndex | null>(null);
  const version = answer?.gameVersion;
  useEffect(() => {
    if (version === undefined) return;
    let current = true;
    void (load ?? loadGameIndex)(version).then(
      (loaded) => {
        if (current) setIndex(loaded);
      },
      () => {
        // The list below tells the same as the trees: they stay unshown.
      },
    );
    return () => {
      current = false;
    };
  }, [version, load]);
  return index;
}

function Refusal({ message, hint }: { message: string; hint?: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg text-sand-100">{message}</p>
      {hint && <p className="text-sand-300">{hint}</p>}
      <ButtonLink to="/community-builds" variant="secondary">
        Community Builds
      </ButtonLink>
    </div>
  );
}

/** What a failed read shows: missing (404), unreadable (400, 409) or failed. */
function Failure({ error }: { error: Error }) {
  if (error instanceof ApiRequestError && error.status === 404) {
    return <Refusal message={error.message} hint={COMPARE_PAGE_TEXTS.notFoundHint} />;
  }
  if (error instanceof ApiRequestError && (error.status === 400 || error.status === 409)) {
    return <Refusal message={error.message} />;
  }
  return (
    <p role="alert" className="py-16 text-center text-lg text-red-200">
      {COMPARE_PAGE_TEXTS.failed(error.message)}
    </p>
  );
}

/**
 * /compare/:a/:b: two builds, each a saved build or a share code, compared on the current game
 * data by the server; the page is served with the comparison, its trees drawn in the browser.
 */
export function ComparePage({ fetchCompare, loadIndex, copy }: ComparePageProps) {
  const { a, b } = useParams();
  const sides = sidesOf(a, b);
  const { data, error } = useCompareBuilds(sides, fetchCompare);
  const index = useTreesIndex(data, loadIndex);
  const mobile = useIsMobileLayout();
  usePageMeta(
    data ? compareTitle(data) : COMPARE_PAGE_TEXTS.title,
    'Two Dune: Awakening builds compared: their skill trees overlaid, skill points, modifiers, slots and the respec from one to the other.',
  );
  if (!sides) return <Refusal message={COMPARE_TEXTS.badSide(badSide(a))} />;
  if (error) return <Failure error={error} />;
  if (!data) {
    return (
      <div className="min-h-[100dvh]">
        <Spinner label={COMPARE_PAGE_TEXTS.loading} />
      </div>
    );
  }
  return (
    <CompareView
      answer={data}
      a={sides.a}
      b={sides.b}
      index={index}
      mobile={mobile}
      {...(copy ? { copy } : {})}
    />
  );
}

export default ComparePage;

/** Its first screen is the comparison: served with the page. */
export const dataKeys: PageDataKeys = ({ a, b }) => {
  const sides = sidesOf(a, b);
  return sides ? [compareApiPath(sides.a, sides.b)] : [];
};
