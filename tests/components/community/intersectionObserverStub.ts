import { vi } from 'vitest';

/** Stands in for the browser's IntersectionObserver: `reachEnd()` scrolls every target in. */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry;
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] as Element[] };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
  return {
    reachEnd() {
      for (const { callback, targets } of [...observers]) {
        const entries = targets.map(
          (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
        );
        callback(entries, {} as IntersectionObserver);
      }
    },
  };
}
