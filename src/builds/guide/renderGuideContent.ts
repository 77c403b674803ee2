import { createElement, type ElementType, Fragment, type ReactNode } from 'react';
import type { Components } from 'react-markdown';
import { GUIDE_FRAGMENT, type GuideNode } from './guideNode';

/** The elements markdown gives (CommonMark, no raw HTML); any other is left out, its text kept. */
const GUIDE_TAGS = [
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code'],
  ...['em', 'strong', 'a', 'img', 'hr', 'br'],
] as const;
type GuideTag = (typeof GUIDE_TAGS)[number];

function isGuideTag(type: string): type is GuideTag {
  return (GUIDE_TAGS as readonly string[]).includes(type);
}

/** An element's props without handlers or raw HTML, which guide content never carries. */
function safeProps(props: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(props).filter(
      ([name]) => !/^on/i.test(name) && name !== 'dangerouslySetInnerHTML',
    ),
  );
}

/**
 * The React elements of parsed markdown (guideTree.ts), each tag drawn by its component in
 * `all`: the guide and the comments draw the same safe content each in their own way.
 */
export function renderGuideContent(node: GuideNode, all: Components, key?: string): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map((child, index) =>
    renderGuideContent(child, all, String(index)),
  );
  if (node.type === GUIDE_FRAGMENT || !isGuideTag(node.type)) {
    return createElement(Fragment, { key }, ...children);
  }
  const type: ElementType = all[node.type] ?? node.type;
  return createElement(type, { ...safeProps(node.props), key: node.key ?? key }, ...children);
}
