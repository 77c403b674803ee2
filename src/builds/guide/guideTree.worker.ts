// Parses guides away from the page's main thread (see guideTree.ts): each message is
// `{ id, markdown }`, each answer `{ id, content }`, plain data the page renders.
import { guideTree } from './guideTree';

self.onmessage = (event: MessageEvent<{ id: number; markdown: string }>) => {
  const { id, markdown } = event.data;
  postMessage({ id, content: guideTree(markdown) });
};
