import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicBuildList, type PublicBuildListState } from '../../../src/community/PublicBuildList';
import { manyBuilds } from '../../../stories/community/fixtures';

/** Stands in for the browser's IntersectionObserver: `reachEnd()` scrolls every target in. */
function stubIntersectionObserver() {
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

afterEach(() => {
  vi.unstubAllGlobals();
});

const cards = manyBuilds(12);

/** The list with twelve cards, reading a next page or not. */
function list(loadingMore: boolean, onLoadMore: () => void) {
  const state: PublicBuildListState = {
    kind: 'builds',
    builds: cards,
    loadingMore,
    atEnd: false,
    moreError: null,
  };
  return (
    <MemoryRouter>
      <PublicBuildList state={state} onLoadMore={onLoadMore} timeZone="UTC" />
    </MemoryRouter>
  );
}

describe('the community list reaching its last card', () => {
  it('asks for the next page at once when it can', () => {
    const scrolling = stubIntersectionObserver();
    const onLoadMore = vi.fn();
    render(list(false, onLoadMore));
    act(() => {
      scrolling.reachEnd();
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('asks once the page it is reading has come, if the last card is still in view', () => {
    const scrolling = stubIntersectionObserver();
    const onLoadMore = vi.fn();
    const { rerender } = render(list(true, onLoadMore));
    expect(screen.getByText('Loading more builds...')).toBeDefined();
    act(() => {
      scrolling.reachEnd();
    });
    expect(onLoadMore).not.toHaveBeenCalled();

    rerender(list(false, onLoadMore));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
