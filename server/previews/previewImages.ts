import { setTimeout as delay } from 'node:timers/promises';
import type { HashedDrawing } from './drawing';
import type { PngStore } from './pngStore';
import type { RenderQueue } from './renderQueue';

/**
 * The PNG of a preview or thumbnail: read from the disk store when it was drawn before, else drawn
 * (renderQueue.ts) and stored. Requests for an image being drawn wait for that one drawing.
 */

/** Seconds a client is told to wait when every drawing thread and queue place is taken. */
const BUSY_RETRY_AFTER_SECONDS = 5;
/** Images waiting to be drawn ahead; more are left for when someone asks. */
const AHEAD_LIMIT = 64;
/** How long drawing ahead pauses while visitors' images wait for a thread. */
const AHEAD_PAUSE_MS = 1000;
/** Hashes known to be stored, so a list read again does not ask the disk again. */
const KNOWN_LIMIT = 10_000;

export type ImageOutcome =
  | { ok: true; png: Buffer }
  /** Too many images are being drawn: ask again after `retryAfterSeconds`. */
  | { ok: false; reason: 'busy'; retryAfterSeconds: number };

/** Where an answered image came from: drawn now, read from the store, or refused as busy. */
type ImageSource = 'rendered' | 'stored' | 'busy';

export interface PreviewImages {
  image(found: HashedDrawing): Promise<ImageOutcome>;
  /**
   * Draws `found` ahead, in the background, unless it is stored: one at a time, pausing while
   * visitors' images wait, so an image asked for later is read instead of drawn then.
   */
  drawAhead(found: HashedDrawing): void;
}

interface PreviewImagesDeps {
  store: PngStore;
  queue: RenderQueue;
  /** Counts each answer by where it came from (the metrics). */
  counted: (source: ImageSource) => void;
  /** A stored image that could not be read or written: logged, the image still answered. */
  storeFailed: (error: unknown) => void;
}

export function createPreviewImages({
  store,
  queue,
  counted,
  storeFailed,
}: PreviewImagesDeps): PreviewImages {
  const pending = new Map<string, Promise<ImageOutcome>>();
  const known = new Set<string>();
  const ahead = new Map<string, HashedDrawing>();
  let drawingAhead = false;

  function remember(hash: string) {
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.add(hash);
  }

  async function load({ drawing, hash }: HashedDrawing): Promise<ImageOutcome> {
    const stored = await store.read(hash).catch((error: unknown) => {
      storeFailed(error);
      return undefined;
    });
    if (stored) {
      counted('stored');
      remember(hash);
      return { ok: true, png: stored };
    }
    const drawn = await queue.render(drawing);
    if (!drawn.ok) {
      counted('busy');
      return { ok: false, reason: 'busy', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
    }
    await store
      .write(hash, drawn.png)
      .then(() => {
        remember(hash);
      })
      .catch(storeFailed);
    // Counted once stored: a later request for it is then a read.
    counted('rendered');
    return drawn;
  }

  function image(found: HashedDrawing): Promise<ImageOutcome> {
    let answer = pending.get(found.hash);
    if (!answer) {
      answer = load(found).finally(() => pending.delete(found.hash));
      pending.set(found.hash, answer);
    }
    return answer;
  }

  /** Whether `hash` still needs drawing: not stored, not being drawn for someone. */
  async function unstored(hash: string): Promise<boolean> {
    if (known.has(hash) || pending.has(hash)) return false;
    const stored = await store.has(hash).catch((error: unknown) => {
      storeFailed(error);
      return true;
    });
    if (stored) remember(hash);
    return !stored;
  }

  async function drainAhead(): Promise<void> {
    if (drawingAhead) return;
    drawingAhead = true;
    try {
      for (const [hash, found] of ahead) {
        while (queue.waiting > 0) await delay(AHEAD_PAUSE_MS, undefined, { ref: false });
        ahead.delete(hash);
        // A drawing that fails here is drawn again, and its failure answered, when asked for.
        if (await unstored(hash)) await image(found).catch(() => undefined);
      }
    } finally {
      drawingAhead = false;
    }
  }

  return {
    image,
    drawAhead(found) {
      if (known.has(found.hash) || ahead.has(found.hash) || ahead.size >= AHEAD_LIMIT) return;
      ahead.set(found.hash, found);
      void drainAhead();
    },
  };
}
