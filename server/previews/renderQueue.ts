import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Drawing } from './drawing';
import type { RenderAnswer, RenderJob } from './renderWorker';

/**
 * Draws preview images on at most PREVIEW_RENDERS_AT_ONCE threads (renderWorker.ts), so the
 * event loop stays free for other requests. Images asked for
 * while every thread draws wait in a queue of PREVIEW_QUEUE_LIMIT; past it the answer is
 * "busy" at once, rather than a pile of work that makes everyone wait.
 */

/**
 * Threads drawing at the same time: two at most, and one core always left to the event loop
 * (with two threads on two cores, bystanders waited several times longer during a storm).
 */
export const PREVIEW_RENDERS_AT_ONCE = Math.min(2, Math.max(1, availableParallelism() - 1));
/** Images waiting for a thread; more are refused (503) until the queue moves. */
export const PREVIEW_QUEUE_LIMIT = 8;
/** A thread that has drawn nothing for this long is ended (each holds its own fonts and heap). */
const IDLE_MS = 60_000;
/** A drawing that takes longer is abandoned and its thread replaced. */
const RENDER_TIMEOUT_MS = 20_000;

type RenderOutcome = { ok: true; png: Buffer } | { ok: false; reason: 'busy' };

export interface RenderQueue {
  /** The PNG of `drawing`, or busy when the queue is full. Rejects when drawing fails. */
  render(drawing: Drawing): Promise<RenderOutcome>;
  /** Images being drawn now, and waiting. */
  readonly running: number;
  readonly waiting: number;
  /** The most images ever drawn at the same time. */
  readonly peak: number;
  /** Ends the threads; images still waiting are refused. */
  close(): Promise<void>;
}

interface Job {
  drawing: Drawing;
  resolve(png: Buffer): void;
  reject(error: Error): void;
}

/**
 * How to start a thread: the bundled server has the thread's own file beside it
 * (scripts/build-server.mjs); run from the TypeScript sources (tests, tsx), the thread first
 * registers tsx's loader (its ESM build), then imports renderWorker.ts.
 */
function startThread(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./preview-render-worker.js', here));
  const tsx = createRequire(here)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const entry = new URL('./renderWorker.ts', here).href;
  const code = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true });
}

/** One thread and the job it is drawing. */
class Thread {
  private readonly worker = startThread();
  private job: { id: number; done: Job; timer: NodeJS.Timeout } | null = null;
  private nextId = 0;
  private idle: NodeJS.Timeout | null = null;
  ended = false;

  constructor(private readonly onFree: () => void) {
    // An idle thread never keeps the process alive; the server itself does while it listens.
    this.worker.unref();
    this.worker.on('message', (answer: RenderAnswer) => {
      const job = this.job;
      if (!job || answer.id !== job.id) return;
      this.finish();
      if ('png' in answer) job.done.resolve(Buffer.from(answer.png));
      else job.done.reject(new Error(`The preview image could not be drawn: ${answer.error}`));
    });
    this.worker.on('error', (error: Error) => {
      this.fail(error);
    });
    this.worker.on('exit', (code) => {
      this.fail(new Error(`The preview drawing thread ended (exit code ${code}).`));
    });
  }

  get busy(): boolean {
    return this.job !== null;
  }

  draw(done: Job): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.nextId += 1;
    const id = this.nextId;
    const timer = setTimeout(() => {
      this.fail(new Error(`The preview image took over ${RENDER_TIMEOUT_MS} ms to draw.`));
    }, RENDER_TIMEOUT_MS);
    this.job = { id, done, timer };
    const message: RenderJob = { id, drawing: done.drawing };
    this.worker.postMessage(message);
  }

  private finish(): void {
    if (this.job) clearTimeout(this.job.timer);
    this.job = null;
    this.idle = setTimeout(() => void this.end(), IDLE_MS);
    this.idle.unref();
    this.onFree();
  }

  /** The thread is gone or stuck: its job fails and it is not used again. */
  private fail(error: Error): void {
    if (this.ended) return;
    const job = this.job;
    if (job) clearTimeout(job.timer);
    this.job = null;
    void this.end();
    job?.done.reject(error);
    this.onFree();
  }

  async end(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    this.ended = true;
    await this.worker.terminate();
  }
}

export function createRenderQueue(): RenderQueue {
  const threads = new Set<Thread>();
  const queue: Job[] = [];
  let peak = 0;
  let closed = false;

  const running = () => [...threads].filter((t) => !t.ended && t.busy).length;

  function next(): void {
    for (const thread of threads) if (thread.ended) threads.delete(thread);
    const job = queue.shift();
    if (!job) return;
    let thread = [...threads].find((t) => !t.ended && !t.busy);
    try {
      thread ??= new Thread(next);
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    threads.add(thread);
    thread.draw(job);
    peak = Math.max(peak, running());
  }

  return {
    render(drawing) {
      if (closed || (running() >= PREVIEW_RENDERS_AT_ONCE && queue.length >= PREVIEW_QUEUE_LIMIT)) {
        return Promise.resolve({ ok: false, reason: 'busy' });
      }
      return new Promise<RenderOutcome>((resolve, reject) => {
        queue.push({
          drawing,
          resolve: (png) => {
            resolve({ ok: true, png });
          },
          reject,
        });
        if (running() < PREVIEW_RENDERS_AT_ONCE) next();
      });
    },
    get running() {
      return running();
    },
    get waiting() {
      return queue.length;
    },
    get peak() {
      return peak;
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The server is closing.'));
      await Promise.all([...threads].map((t) => t.end()));
      threads.clear();
    },
  };
}
