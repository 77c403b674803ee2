/**
 * What run.mjs drives on both benchmark pages, so the two are measured the same way.
 *
 * Click-to-paint: performance.now() at the pointerdown; a MutationObserver waits until the DOM
 * shows the expected level, then two animation frames (the frame with the change is painted by
 * the second) give the end time.
 * Frame times: requestAnimationFrame deltas while run.mjs pans and zooms.
 */
export interface BenchPage {
  /** The element to click for a skill. */
  clickSelector(skillId: number): string;
  /** The level the DOM shows for a skill. */
  levelOf(skillId: number): number;
}

interface BenchApi extends BenchPage {
  ready(): boolean;
  armClick(skillId: number, expectedLevel: number): void;
  clickResult(): Promise<number>;
  startFrames(): void;
  stopFrames(): number[];
}

declare global {
  interface Window {
    bench?: BenchApi;
  }
}

export function installBench(page: BenchPage): void {
  let result: Promise<number> = Promise.resolve(Number.NaN);
  let frames: number[] = [];
  let recording = false;

  window.bench = {
    ...page,
    ready: () => document.querySelector('.react-flow__node') !== null,
    armClick(skillId, expectedLevel) {
      result = new Promise((resolve) => {
        let start = 0;
        window.addEventListener(
          'pointerdown',
          () => {
            start = performance.now();
          },
          { capture: true, once: true },
        );
        const observer = new MutationObserver(() => {
          if (start === 0 || page.levelOf(skillId) !== expectedLevel) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            requestAnimationFrame(() => {
              resolve(performance.now() - start);
            });
          });
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      });
    },
    clickResult: () => result,
    startFrames() {
      frames = [];
      recording = true;
      let last = performance.now();
      const tick = (now: number) => {
        if (!recording) return;
        frames.push(now - last);
        last = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    stopFrames() {
      recording = false;
      return frames;
    },
  };
}
