// Parses guides away from the page's main thread (see guideTree.ts): each message is
// `{ id, markdown }`, each answer `{ id, tree }`, the tree a plain object the page renders.
import { guideTree } from './guideTree';

self.onmessage = (event: MessageEvent<{ id: number; markdown: string }>) => {
  const { id, markdown } = event.data;
  postMessage({ id, tree: guideTree(markdown) });
};
