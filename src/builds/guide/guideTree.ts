import type { Root } from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * A guide's markdown parsed into an HTML syntax tree exactly as react-markdown parses it (the
 * same parser and options, no plugins): raw HTML stays a `raw` node, which GuideMarkdown's
 * renderer shows as text, and links keep their addresses, which its URL rule checks. Parsing is
 * the costly part of showing a guide (about 100 ms at 4x CPU for the example guides), so the
 * viewer runs it in a worker (guideTree.worker.ts).
 */
export function guideTree(markdown: string): Root {
  const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true });
  return processor.runSync(processor.parse(markdown));
}
