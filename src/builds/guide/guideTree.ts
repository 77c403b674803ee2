import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { urlAttributes } from 'html-url-attributes';
import { defaultUrlTransform } from 'react-markdown';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { GUIDE_FRAGMENT, type GuideElement, type GuideNode } from './guideNode';

/**
 * react-markdown's rules, on the tree its parser gives: raw HTML becomes the text the player
 * typed, and each address goes through its URL transform (unsafe schemes are emptied).
 */
function applyGuideRules(tree: Root): void {
  visit(tree, (node, index, parent) => {
    if (node.type === 'raw' && parent && typeof index === 'number') {
      parent.children[index] = { type: 'text', value: node.value };
      return index;
    }
    if (node.type !== 'element') return undefined;
    for (const [name, tags] of Object.entries(urlAttributes)) {
      if (Object.hasOwn(node.properties, name) && (tags === null || tags.includes(node.tagName))) {
        node.properties[name] = defaultUrlTransform(String(node.properties[name] ?? ''));
      }
    }
    return undefined;
  });
}

/** React's JSX call, writing plain data instead of elements. */
function plainElement(type: unknown, props: Record<string, unknown>, key?: string): GuideElement {
  const { children, ...rest } = props;
  const list = (children === undefined ? [] : [children].flat()) as GuideNode[];
  return {
    type: typeof type === 'string' ? type : GUIDE_FRAGMENT,
    props: rest,
    children: list,
    ...(key === undefined ? {} : { key }),
  };
}

/**
 * A guide's markdown parsed and made safe as react-markdown does it, as plain data in React's
 * prop names: the costly part of showing a guide, so the viewer runs it in guideTree.worker.ts.
 */
export function guideTree(markdown: string): GuideNode {
  const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true });
  const tree = processor.runSync(processor.parse(markdown));
  applyGuideRules(tree);
  return toJsxRuntime(tree, {
    Fragment: GUIDE_FRAGMENT,
    jsx: plainElement,
    jsxs: plainElement,
    passKeys: true,
    ignoreInvalidStyle: true,
  }) as GuideNode;
}
