import type { Root } from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * A guide's markdown parsed as react-markdown parses it (raw HTML kept as `raw` nodes, shown as
 * text): the costly part of showing a guide, so the viewer runs it in guideTree.worker.ts.
 */
export function guideTree(markdown: string): Root {
  const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true });
  return processor.runSync(processor.parse(markdown));
}
