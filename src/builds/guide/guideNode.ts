/**
 * A guide's content as plain data, ready for React: what the guide's parser (guideTree.ts)
 * answers from its worker, which can pass data but no React elements.
 */
export type GuideNode = string | GuideElement;

/** An element: its tag (or GUIDE_FRAGMENT), its props in React's names, its children. */
export interface GuideElement {
  readonly type: string;
  readonly props: Readonly<Record<string, unknown>>;
  readonly children: readonly GuideNode[];
  readonly key?: string;
}

/** The type of the content's root, which has no element of its own. */
export const GUIDE_FRAGMENT = '#fragment';
