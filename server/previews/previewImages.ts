import type { HashedDrawing } from './drawing';
import type { PngStore } from './pngStore';
import type { RenderQueue } from './renderQueue';

/**
 * The PNG of a preview or thumbnail: read from the disk store when it was drawn before, else drawn
 * (renderQueue.ts) and stored. Requests for an image being drawn wait for that one drawing.
 */

/** Seconds a client is told to wait when every drawing thread and queue place is taken. */
const BUSY_RETRY_AFTER_SECONDS = 5;

export type ImageOutcome =
  | { ok: true; png: Buffer }
  /** Too many images are being drawn: ask again after `retryAfterSeconds`. */
  | { ok: false; reason: 'busy'; retryAfterSeconds: number };

/** Where an answered image came from: drawn now, read from the store, or refused as busy. */
type ImageSource = 'rendered' | 'stored' | 'busy';

export interface PreviewImages {
  image(found: HashedDrawing): Promise<ImageOutcome>;
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

  async function load({ drawing, hash }: HashedDrawing): Promise<ImageOutcome> {
    const stored = await store.read(hash).catch((error: unknown) => {
      storeFailed(error);
      return undefined;
    });
    if (stored) {
      counted('stored');
      return { ok: true, png: stored };
    }
    const drawn = await queue.render(drawing);
    if (!drawn.ok) {
      counted('busy');
      return { ok: false, reason: 'busy', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
    }
    counted('rendered');
    await store.write(hash, drawn.png).catch(storeFailed);
    return drawn;
  }

  return {
    image(found) {
      let answer = pending.get(found.hash);
      if (!answer) {
        answer = load(found).finally(() => pending.delete(found.hash));
        pending.set(found.hash, answer);
      }
      return answer;
    },
  };
}
