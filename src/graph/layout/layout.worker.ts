/// <reference lib="webworker" />
import ELK from 'elkjs/lib/elk.bundled.js';
import type { LayoutRequest, LayoutResponse } from './elkGraph';

/**
 * Runs ELK off the main thread. This file is the only static importer of elkjs, and it is
 * only ever loaded as a worker, so ELK never lands in a page's initial bundle.
 */
const elk = new ELK();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<LayoutRequest>) => {
  const { id, graph } = event.data;
  elk.layout(graph).then(
    (result) => {
      scope.postMessage({ id, graph: result } satisfies LayoutResponse);
    },
    (error: unknown) => {
      scope.postMessage({ id, error: String(error) } satisfies LayoutResponse);
    },
  );
};
