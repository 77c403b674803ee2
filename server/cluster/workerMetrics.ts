import type { Registry } from 'prom-client';
import type { MetricsSource } from '../http/metrics';
import {
  isMessage,
  METRICS_ANSWER,
  METRICS_COLLECT,
  METRICS_COLLECTED,
  METRICS_REQUEST,
  type MetricsAnswer,
  type MetricsCollect,
} from './messages';

/** A scrape waits this long for the primary's aggregate (its own rounds wait 2 s at most). */
const ANSWER_TIMEOUT_MS = 5_000;

/**
 * In a cluster worker: `/metrics` answers for the whole cluster. A scrape asks the primary,
 * which collects every listening worker's metrics and sums them (cluster/clusterMetrics.ts);
 * per-process series such as `arrakis_process_info{pid}` stay apart. This worker answers the
 * primary's collection rounds from its own registry.
 */
export function clusterMetricsSource(): MetricsSource {
  const pending = new Map<
    number,
    { resolve: (text: string) => void; reject: (e: Error) => void }
  >();
  let nextId = 0;
  let local: Registry | null = null;
  process.on('message', (message: unknown) => {
    if (isMessage<MetricsCollect>(message, METRICS_COLLECT)) {
      const registry = local;
      if (!registry) return;
      void registry.getMetricsAsJSON().then((metrics) => {
        // The primary gone (this worker is about to exit): nothing to answer, nothing to throw.
        process.send?.({ type: METRICS_COLLECTED, round: message.round, metrics }, () => undefined);
      });
      return;
    }
    if (!isMessage<MetricsAnswer>(message, METRICS_ANSWER)) return;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.text !== undefined) waiting.resolve(message.text);
    else waiting.reject(new Error(message.error ?? 'no metrics from the primary'));
  });
  return {
    share(registry) {
      local = registry;
    },
    collect() {
      const id = (nextId += 1);
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error('the primary did not send the metrics in time'));
        }, ANSWER_TIMEOUT_MS);
        pending.set(id, {
          resolve: (text) => {
            clearTimeout(timer);
            resolve(text);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        process.send?.({ type: METRICS_REQUEST, id }, (error: Error | null) => {
          const waiting = pending.get(id);
          if (!error || !waiting) return;
          pending.delete(id);
          waiting.reject(error);
        });
      });
    },
  };
}
