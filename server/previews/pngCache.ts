/**
 * The preview images most recently asked for, by content hash: a popular build's card is drawn
 * once, and a crawler storm over many builds keeps memory bounded (oldest asked-for first out).
 * Renders of one hash in flight are shared, so a burst of requests draws it once.
 */
export interface PngCache {
  /** The image of `hash`, drawn by `render` unless it is cached or being drawn. */
  get(hash: string, render: () => Promise<Buffer>): Promise<Buffer>;
  /** How many images are kept (for tests). */
  readonly size: number;
}

/** ~40 kB a card: 200 of them stay under 10 MB. */
export const DEFAULT_PNG_CACHE_ENTRIES = 200;

export function createPngCache(maxEntries = DEFAULT_PNG_CACHE_ENTRIES): PngCache {
  const images = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer>>();
  return {
    async get(hash, render) {
      const cached = images.get(hash);
      if (cached) {
        // A Map keeps insertion order: re-inserting makes it the most recently used.
        images.delete(hash);
        images.set(hash, cached);
        return cached;
      }
      let pending = drawing.get(hash);
      if (!pending) {
        pending = render()
          .then((png) => {
            images.set(hash, png);
            while (images.size > maxEntries) {
              const oldest = images.keys().next().value;
              if (oldest === undefined) break;
              images.delete(oldest);
            }
            return png;
          })
          .finally(() => drawing.delete(hash));
        drawing.set(hash, pending);
      }
      return pending;
    },
    get size() {
      return images.size;
    },
  };
}
