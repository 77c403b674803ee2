import type { GuideNode } from './guideNode';

/**
 * Parses a guide's markdown (guideTree.ts) in a worker, so a long guide never blocks taps and
 * scrolling while it is parsed, and the page never loads the parser. One worker for the page,
 * started on the first guide; without workers, or when it fails, the guide is parsed here
 * instead (the same parser, the same content).
 */

interface Answer {
  id: number;
  content: GuideNode;
}

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { markdown: string; resolve: (content: GuideNode) => void }>();

/** Parses on this thread (no worker, or a failed one). */
function parseHere(markdown: string): Promise<GuideNode> {
  return import('./guideTree').then(({ guideTree }) => guideTree(markdown));
}

/** Gives every guide still waiting for the worker to this thread's parser. */
function parseWaitingHere(): void {
  for (const { markdown, resolve } of waiting.values()) void parseHere(markdown).then(resolve);
  waiting.clear();
}

function startWorker(): Worker | null {
  try {
    const started = new Worker(new URL('./guideTree.worker.ts', import.meta.url), {
      type: 'module',
    });
    started.onmessage = (event: MessageEvent<Answer>) => {
      const { id, content } = event.data;
      waiting.get(id)?.resolve(content);
      waiting.delete(id);
    };
    started.onerror = (event) => {
      event.preventDefault();
      started.terminate();
      worker = null;
      parseWaitingHere();
    };
    return started;
  } catch {
    return null;
  }
}

/** A guide's content (guideNode.ts), parsed off the main thread where possible. */
export function parseGuide(markdown: string): Promise<GuideNode> {
  if (worker === undefined) worker = typeof Worker === 'undefined' ? null : startWorker();
  if (worker === null) return parseHere(markdown);
  const id = nextId++;
  const answer = new Promise<GuideNode>((resolve) => {
    waiting.set(id, { markdown, resolve });
  });
  worker.postMessage({ id, markdown });
  return answer;
}
