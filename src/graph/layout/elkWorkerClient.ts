import type { ElkNode } from 'elkjs/lib/elk-api';
import type { LayoutResponse } from './elkGraph';
import LayoutWorker from './layout.worker.ts?worker';

/** One layout worker for the page, started on first use; requests are matched by id. */
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (graph: ElkNode) => void; reject: (error: Error) => void }
>();

function layoutWorker(): Worker {
  if (worker) return worker;
  const started = new LayoutWorker({ name: 'skill-tree-layout' });
  started.onmessage = (event: MessageEvent<LayoutResponse>) => {
    const request = pending.get(event.data.id);
    if (!request) return;
    pending.delete(event.data.id);
    if ('error' in event.data) request.reject(new Error(event.data.error));
    else request.resolve(event.data.graph);
  };
  started.onerror = (event) => {
    // A broken worker fails every waiting request; the next request starts a fresh one.
    for (const request of pending.values())
      request.reject(new Error(event.message || 'Layout worker failed'));
    pending.clear();
    started.terminate();
    worker = null;
  };
  worker = started;
  return started;
}

/** Lays a graph out with ELK in the layout worker. */
export function layoutInWorker(graph: ElkNode): Promise<ElkNode> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    layoutWorker().postMessage({ id, graph });
  });
}
