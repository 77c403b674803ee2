import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicBuildList, type PublicBuildListState } from '../../../src/community/PublicBuildList';
import { manyBuilds } from '../../../stories/community/fixtures';
import { stubIntersectionObserver } from './intersectionObserverStub';

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
