import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTooltipTarget } from '../../../src/graph/useTooltipTarget';

describe('useTooltipTarget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Long past any tooltip, so a hover waits its delay.
    vi.advanceTimersByTime(1000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const node = () => document.createElement('div');

  it('opens a hovered skill’s tooltip after its delay, though another skill is left meanwhile', () => {
    const { result } = renderHook(() => useTooltipTarget());
    act(() => {
      result.current.show(1, node(), 'hover');
      // The skill the pointer came from, left late (a busy page): not the one about to open.
      result.current.hide(2);
    });
    expect(result.current.target).toBeNull();
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(result.current.target).toMatchObject({ skillId: 1, via: 'hover' });
  });

  it('stops a hovered skill’s tooltip when that skill is left before it opens', () => {
    const { result } = renderHook(() => useTooltipTarget());
    act(() => {
      result.current.show(1, node(), 'hover');
      result.current.hide(1);
      vi.advanceTimersByTime(700);
    });
    expect(result.current.target).toBeNull();
  });

  it('stops any tooltip about to open when told to hide whatever is shown', () => {
    const { result } = renderHook(() => useTooltipTarget());
    act(() => {
      result.current.show(1, node(), 'hover');
      result.current.hide();
      vi.advanceTimersByTime(700);
    });
    expect(result.current.target).toBeNull();
  });

  it('lets a waiting tooltip open after a fit moved the tree, and hides one already shown', () => {
    const { result } = renderHook(() => useTooltipTarget());
    act(() => {
      result.current.show(1, node(), 'hover');
      result.current.hideMoved();
      vi.advanceTimersByTime(700);
    });
    expect(result.current.target).toMatchObject({ skillId: 1, via: 'hover' });
    act(() => {
      result.current.hideMoved();
    });
    expect(result.current.target).toBeNull();
  });
});
