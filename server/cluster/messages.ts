/**
 * The messages between the cluster's primary and its workers (node:cluster IPC). Every one
 * carries a `type` under `arrakis:`.
 */

/** Primary → worker: close gracefully (as SIGTERM would, but never "second signal: now"). */
export const SHUTDOWN_MESSAGE = 'arrakis:shutdown';
/** Worker → primary: a scrape of `/metrics` wants every worker's metrics. */
export const METRICS_REQUEST = 'arrakis:metrics-request';
/** Primary → worker: the answer to a metrics request, by id. */
export const METRICS_ANSWER = 'arrakis:metrics-answer';
/** Primary → worker: send your own metrics (as prom-client's JSON) for this round. */
export const METRICS_COLLECT = 'arrakis:metrics-collect';
/** Worker → primary: its metrics for a collection round. */
export const METRICS_COLLECTED = 'arrakis:metrics-collected';

/** A metrics request from a worker. */
export interface MetricsRequest {
  type: typeof METRICS_REQUEST;
  id: number;
}

/** The primary's answer: the aggregated text, or why there is none. */
export interface MetricsAnswer {
  type: typeof METRICS_ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** One collection round, asked of every listening worker. */
export interface MetricsCollect {
  type: typeof METRICS_COLLECT;
  round: number;
}

/** A worker's metrics for a round (`registry.getMetricsAsJSON()`). */
export interface MetricsCollected {
  type: typeof METRICS_COLLECTED;
  round: number;
  metrics: object[];
}

/** Whether an IPC message is of `type` (messages are untyped JSON). */
export function isMessage<T extends { type: string }>(
  message: unknown,
  type: T['type'],
): message is T {
  return (
    typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type
  );
}
