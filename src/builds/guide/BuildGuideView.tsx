import { lazy, Suspense } from 'react';

/** The viewer's text for a build without a guide (spec §2 Build viewer). */
export const NO_GUIDE_TEXT = 'This build has no guide.';

const GuideMarkdown = lazy(() =>
  import('./GuideMarkdown').then((m) => ({ default: m.GuideMarkdown })),
);

export interface BuildGuideViewProps {
  /** The guide as the player wrote it. */
  markdown: string;
  /** Shown when the guide is empty (default: 'This build has no guide.'). */
  emptyText?: string;
  /**
   * False keeps the guide as plain text without loading the markdown renderer yet (a guide
   * off screen while the page's first screen comes up); default true.
   */
  rendered?: boolean;
}

/**
 * A build's guide, rendered from markdown with the spec's link rule. The markdown renderer
 * loads on first use; until then the guide shows as plain text, so nothing jumps or hides.
 */
export function BuildGuideView({
  markdown,
  emptyText = NO_GUIDE_TEXT,
  rendered = true,
}: BuildGuideViewProps) {
  if (markdown.trim() === '') {
    return <p className="text-sm text-sand-400 italic">{emptyText}</p>;
  }
  const plain = <p className="whitespace-pre-wrap">{markdown}</p>;
  return (
    <div className="max-w-[72ch] leading-relaxed break-words text-sand-200">
      {rendered ? (
        <Suspense fallback={plain}>
          <GuideMarkdown markdown={markdown} fallback={plain} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
