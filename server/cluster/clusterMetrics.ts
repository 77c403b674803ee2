import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import {
  isMessage,
  METRICS_ANSWER,
  METRICS_COLLECT,
  METRICS_COLLECTED,
  METRICS_REQUEST,
  type MetricsAnswer,
  type MetricsCollected,
  type MetricsRequest,
} from './messages';

/** A worker that has not answered a round by then is left out of it (it may be starting). */
const ROUND_TIMEOUT_MS = 2_000;

/**
 * In the primary: answers a worker's metrics request with every listening worker's metrics,
 * summed by prom-client's AggregatorRegistry (counters and histograms add up; per-process
 * series keep their labels). Only listening workers are asked, and a round ends after 2 s with
 * whoever answered, so a worker starting or just killed never fails the scrape.
 */
export function serveClusterMetrics(isListening: (worker: Worker) => boolean): void {
  let nextRound = 0;
  const rounds = new Map<number, { answers: object[][]; waiting: number; done: () => void }>();

  cluster.on('message', (_worker: Worker, message: unknown) => {
    if (!isMessage<MetricsCollected>(message, METRICS_COLLECTED)) return;
    const round = rounds.get(message.round);
    if (!round) return;
    round.answers.push(message.metrics);
    round.waiting -= 1;
    if (round.waiting === 0) round.done();
  });

  const collectRound = () =>
    new Promise<string>((resolve, reject) => {
      const id = (nextRound += 1);
      const asked = Object.values(cluster.workers ?? {}).filter(
        (worker): worker is Worker =>
          worker !== undefined && worker.isConnected() && isListening(worker),
      );
      const round: { answers: object[][]; waiting: number; done: () => void } = {
        answers: [],
        waiting: asked.length,
        done: () => undefined,
      };
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        rounds.delete(id);
        AggregatorRegistry.aggregate(round.answers).metrics().then(resolve, reject);
      };
      const timer = setTimeout(finish, ROUND_TIMEOUT_MS);
      round.done = finish;
      rounds.set(id, round);
      if (asked.length === 0) finish();
      for (const worker of asked) {
        // A worker killed a moment ago may still look connected: the send then fails (EPIPE),
        // and that worker is simply left out of this round.
        worker.send({ type: METRICS_COLLECT, round: id }, (error) => {
          if (!error) return;
          round.waiting -= 1;
          if (round.waiting === 0) round.done();
        });
      }
    });

  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, METRICS_REQUEST)) return;
    const reply = (answer: Omit<MetricsAnswer, 'type' | 'id'>) => {
      // The asking worker may have died meanwhile: then nobody waits for the answer.
      if (worker.isConnected()) {
        worker.send({ type: METRICS_ANSWER, id: message.id, ...answer }, () => undefined);
      }
    };
    collectRound().then(
      (text) => {
        reply({ text });
      },
      (error: unknown) => {
        reply({ error: (error as Error).message });
      },
    );
  });
}
