import type { ThrottleRepository } from '../repositories/throttleRepository';
import { startFlusher, type FlushOptions } from './flusher';
import { WindowCounts, type RequestCounters } from './requestCounters';

/**
 * Request counters shared by several processes through the database without a write per
 * request: each process counts in memory and adds its new hits to the `throttle_counters` rows
 * once a second in one statement, reading back every process's total. A process alone sees
 * exact counts; with several, each sees the others' hits up to about two flushes late.
 */
export function databaseCounters(
  repository: ThrottleRepository,
  flush: FlushOptions,
): RequestCounters {
  const counts = new WindowCounts(true);
  const write = async () => {
    const windows = counts.unsent();
    if (windows.length === 0) return;
    for (const window of windows) {
      window.inFlight += window.pending;
      window.pending = 0;
    }
    try {
      const totals = await repository.addCounts(
        windows.map((window) => ({
          bucket: window.bucket,
          windowStart: new Date(window.start).toISOString(),
          expiresAt: new Date(window.end).toISOString(),
          count: window.inFlight,
        })),
      );
      windows.forEach((window, i) => {
        window.shared = totals[i] ?? window.shared + window.inFlight;
        window.inFlight = 0;
      });
    } catch (error) {
      for (const window of windows) {
        window.pending += window.inFlight;
        window.inFlight = 0;
      }
      throw error;
    }
  };
  const flusher = startFlusher('Request counts', write, flush);
  return {
    kind: 'database',
    hit: (bucket, windowMs) => Promise.resolve(counts.hit(bucket, windowMs)),
    close: () => flusher.close(),
  };
}
