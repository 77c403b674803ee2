/**
 * Counters of requests per client and limit (fixed windows), kept off the database's request
 * path: in this process's memory, in Redis, or in memory flushed to the database in batches.
 * Every per-request limit counts through one of these (see openRequestCounters.ts).
 */

/** A bucket's count in its current window, and the milliseconds until that window ends. */
export interface CountedHit {
  current: number;
  ttl: number;
}

/** Where the request limits count. */
export interface RequestCounters {
  /** `memory`: this process only; `redis`: shared through Redis; `database`: batched. */
  readonly kind: 'memory' | 'redis' | 'database';
  /** Counts one hit of `bucket` in its window of `windowMs` and answers the count so far. */
  hit(bucket: string, windowMs: number): Promise<CountedHit>;
  /** Stops timers and writes what is still pending; safe to call twice. */
  close(): Promise<void>;
}

/** One bucket's window as this process sees it. */
export interface WindowCount {
  readonly bucket: string;
  /** Start and end of the window, in ms since the epoch (windows follow the clock). */
  readonly start: number;
  readonly end: number;
  /** The count other processes and earlier flushes left in the shared store, when known. */
  shared: number;
  /** Hits sent to the shared store and not yet answered. */
  inFlight: number;
  /** Hits counted here and not yet sent. */
  pending: number;
}

/**
 * Fixed-window counts in this process's memory. Alone it is the exact store of one process;
 * the batched database store reads and writes its `pending` and `shared` counts.
 */
export class WindowCounts {
  private readonly windows = new Map<string, WindowCount>();
  private nextSweep = 0;

  /** `batched`: hits wait in `pending` until a flush sends them; else they count at once. */
  constructor(private readonly batched: boolean) {}

  /** Counts one hit now and answers the count including what the shared store last said. */
  hit(bucket: string, windowMs: number, now = Date.now()): CountedHit {
    this.sweep(now);
    const start = now - (now % windowMs);
    const key = `${bucket}\n${start}`;
    let window = this.windows.get(key);
    if (!window) {
      window = { bucket, start, end: start + windowMs, shared: 0, inFlight: 0, pending: 0 };
      this.windows.set(key, window);
    }
    if (this.batched) window.pending += 1;
    else window.shared += 1;
    return { current: window.shared + window.inFlight + window.pending, ttl: window.end - now };
  }

  /** The windows still running with hits not yet sent. */
  unsent(now = Date.now()): WindowCount[] {
    return [...this.windows.values()].filter((window) => window.pending > 0 && window.end > now);
  }

  /** Drops ended windows, at most once a second: an ended window limits nothing any more. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 1000;
    for (const [key, window] of this.windows) {
      if (window.end <= now) this.windows.delete(key);
    }
  }
}

/** The exact counters of a single process (SQLite, or one process on PostgreSQL). */
export function memoryCounters(): RequestCounters {
  const counts = new WindowCounts(false);
  return {
    kind: 'memory',
    hit: (bucket, windowMs) => Promise.resolve(counts.hit(bucket, windowMs)),
    close: () => Promise.resolve(),
  };
}
