import { useMemo } from 'react';
import type { Components } from 'react-markdown';
import { renderGuideContent } from '../guide/renderGuideContent';
import { useGuideContent } from '../guide/useGuideContent';

/**
 * A comment's markdown: parsed and made safe by the guide's own rules and worker (unsafe link
 * schemes emptied, raw HTML shown as the typed text), drawn as a smaller subset: headings become
 * bold paragraphs, images their alt text, rules nothing, so a comment never outshouts the page.
 */

/** What links in comments say to search engines and to the page they open. */
const COMMENT_LINK_REL = 'nofollow ugc noopener noreferrer';

const paragraph = 'my-2 first:mt-0 last:mb-0';

/** A heading in a comment: the words, bold, as a paragraph of their own. */
const boldParagraph: Components['h1'] = ({ children }) => (
  <p className={paragraph}>
    <strong className="font-semibold text-sand-50">{children}</strong>
  </p>
);

const components: Components = {
  p: ({ node: _node, ...props }) => <p className={paragraph} {...props} />,
  h1: boldParagraph,
  h2: boldParagraph,
  h3: boldParagraph,
  h4: boldParagraph,
  h5: boldParagraph,
  h6: boldParagraph,
  ul: ({ node: _node, ...props }) => (
    <ul className="my-2 list-disc space-y-1 pl-5 marker:text-spice-400" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="my-2 list-decimal space-y-1 pl-5 marker:text-spice-300" {...props} />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="my-2 border-l-4 border-spice-500/60 py-0.5 pl-3 text-sand-300 italic"
      {...props}
    />
  ),
  strong: ({ node: _node, ...props }) => (
    <strong className="font-semibold text-sand-50" {...props} />
  ),
  code: ({ node: _node, ...props }) => (
    <code
      className="rounded bg-sand-800 px-1 py-0.5 font-mono text-[0.9em] text-spice-100"
      {...props}
    />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      className="my-2 overflow-x-auto rounded-lg border border-sand-700 bg-sand-950/80 p-3 text-sm [&>code]:bg-transparent [&>code]:p-0"
      {...props}
    />
  ),
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a
        {...props}
        href={href}
        rel={COMMENT_LINK_REL}
        className="font-medium break-words text-spice-300 underline decoration-spice-500/60 underline-offset-4 hover:text-spice-200"
      >
        {children}
      </a>
    ) : (
      // An address the rules emptied (javascript:, data:, …): the words stay, the link goes.
      <span>{children}</span>
    ),
  img: ({ alt }) => alt ?? null,
  hr: () => null,
};

/** A comment's text, safe; plain text until the parse of this very text is back. */
export function CommentMarkdown({ body }: { body: string }) {
  const parsed = useGuideContent(body);
  const rendered = useMemo(
    () => (parsed?.markdown === body ? renderGuideContent(parsed.content, components) : null),
    [parsed, body],
  );
  return (
    <div
      aria-busy={rendered === null || undefined}
      className="text-sm leading-relaxed break-words text-sand-200 sm:text-base"
    >
      {rendered ?? <p className="whitespace-pre-wrap">{body}</p>}
    </div>
  );
}
