import { type ReactNode, useMemo } from 'react';
import type { Components } from 'react-markdown';
import { renderGuideContent } from './renderGuideContent';
import { useGuideContent } from './useGuideContent';

/**
 * The guide's markdown renderer, in its own module so it loads only when a guide is shown. The
 * markdown is parsed and made safe in a worker (parseGuide.ts, guideTree.ts) by react-markdown's
 * rules: its default URL transform keeps exactly the spec's addresses (relative, http, https,
 * irc, ircs, mailto, xmpp) and empties the rest; raw HTML is never rendered (it shows as the text
 * the player typed). This module only turns that content into elements, so the page runs
 * neither the parser nor react-markdown. The guide's top heading rank is an h3, under the page's
 * "Build Guide" h2, and the ranks below it follow in order.
 */
const heading = 'font-display font-semibold text-balance scroll-mt-6';

/** The look of each markdown heading rank (#, ##, …), whatever element it renders as. */
const HEADING_STYLES = [
  `${heading} mt-8 mb-3 text-2xl text-sand-50 first:mt-0`,
  `${heading} mt-7 mb-2.5 text-xl text-sand-50 first:mt-0`,
  `${heading} mt-6 mb-2 text-lg text-spice-200 first:mt-0`,
  `${heading} mt-5 mb-2 text-base text-spice-200 first:mt-0`,
  'mt-4 mb-1.5 text-sm font-semibold tracking-wide text-sand-100 uppercase first:mt-0',
  'mt-4 mb-1.5 text-sm font-semibold text-sand-200 first:mt-0',
] as const;

type HeadingTag = 'h3' | 'h4' | 'h5' | 'h6';
const OUTLINE: readonly HeadingTag[] = ['h3', 'h4', 'h5', 'h6'];

/**
 * The smallest heading rank a guide uses (1 for '#', 2 for '##', …; 1 when it has none),
 * ignoring fenced code. Players often start their guide at '##'; its top rank must still be the
 * h3 right under the page's h2 "Build Guide", or the outline skips a level (Lighthouse's
 * heading-order audit, and screen readers' heading lists).
 */
export function topHeadingRank(markdown: string): number {
  let top = 6;
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s{0,3}(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^\s{0,3}(#{1,6})(\s|$)/.exec(line);
    if (match?.[1]) top = Math.min(top, match[1].length);
  }
  return top === 6 && !/^\s{0,3}#{6}(\s|$)/m.test(markdown) ? 1 : top;
}

/** The element of markdown heading `rank` in a guide whose top rank is `top`: top → h3. */
function headingTag(rank: number, top: number): HeadingTag {
  return OUTLINE[Math.min(Math.max(rank - top, 0), OUTLINE.length - 1)] ?? 'h6';
}

function headingComponents(top: number): Components {
  const make =
    (rank: number): Components['h1'] =>
    ({ node: _node, children, ...props }) => {
      const Tag = headingTag(rank, top);
      return (
        <Tag className={HEADING_STYLES[rank - 1]} {...props}>
          {children}
        </Tag>
      );
    };
  return { h1: make(1), h2: make(2), h3: make(3), h4: make(4), h5: make(5), h6: make(6) };
}

const components: Components = {
  p: ({ node: _node, ...props }) => <p className="my-3 first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="my-3 list-disc space-y-1.5 pl-6 marker:text-spice-400" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="my-3 list-decimal space-y-1.5 pl-6 marker:text-spice-300" {...props} />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="my-4 rounded-r-lg border-l-4 border-spice-500/70 bg-sand-800/40 py-2 pr-3 pl-4 text-sand-200 italic"
      {...props}
    />
  ),
  hr: () => <hr className="my-6 border-sand-700" />,
  strong: ({ node: _node, ...props }) => (
    <strong className="font-semibold text-sand-50" {...props} />
  ),
  code: ({ node: _node, ...props }) => (
    <code
      className="rounded bg-sand-800 px-1.5 py-0.5 font-mono text-[0.9em] text-spice-100"
      {...props}
    />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      className="my-4 overflow-x-auto rounded-xl border border-sand-700 bg-sand-950/80 p-4 text-sm [&>code]:bg-transparent [&>code]:p-0"
      {...props}
    />
  ),
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a
        {...props}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium text-spice-300 underline decoration-spice-500/60 underline-offset-4 hover:text-spice-200 hover:decoration-spice-300"
      >
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    ) : (
      // An address the rules emptied (javascript:, data:, …): the words stay, the link goes.
      <span className="text-sand-200">{children}</span>
    ),
  img: ({ node: _node, src, alt }) =>
    src ? (
      <img
        src={src}
        alt={alt ?? ''}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className="my-3 h-auto max-w-full rounded-xl border border-sand-700"
      />
    ) : (
      <span className="text-sand-300 italic">{alt}</span>
    ),
};

/**
 * A guide's markdown, safe, its headings placed under the page's "Build Guide" heading.
 * `fallback` shows until the first parse has come back; while a newer text is parsed (the
 * planner's preview as the player types), the last one stays.
 */
export function GuideMarkdown({
  markdown,
  fallback = null,
}: {
  markdown: string;
  fallback?: ReactNode;
}) {
  const parsed = useGuideContent(markdown);
  const top = parsed ? topHeadingRank(parsed.markdown) : 1;
  const all = useMemo(() => ({ ...components, ...headingComponents(top) }), [top]);
  const rendered = useMemo(
    () => (parsed ? renderGuideContent(parsed.content, all) : null),
    [parsed, all],
  );
  return rendered ?? fallback;
}
