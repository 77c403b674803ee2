import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SkillTreeGraph } from '../../../src/graph';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import type { SkillTree } from '../../../src/skills/gameData';
import { treeNodeStates } from '../../../src/skills/skillStates';
import { gameIndex } from './gameData';

const gunnery = gameIndex.treesById.get(1) as SkillTree;
const skills = gameIndex.skillsByTreeId.get(1) ?? [];
const nodeStates = new Map(treeNodeStates(emptyBuild(), gameIndex, 1).map((s) => [s.skillId, s]));

describe('SkillTreeGraph (jsdom)', () => {
  it('shows the spec’s text for a tree without skills', () => {
    render(<SkillTreeGraph tree={{ ...gunnery, links: [] }} skills={[]} nodeStates={new Map()} />);
    expect(screen.getByText('No skill positions defined for this tree.')).toBeInTheDocument();
  });

  it('renders one named button per skill, with one tab stop', () => {
    render(<SkillTreeGraph tree={gunnery} skills={skills} nodeStates={nodeStates} />);
    const buttons = screen.getAllByRole('button', { name: /^Gunnery: / });
    expect(buttons).toHaveLength(9);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    expect(
      screen.getByRole('button', {
        name: 'Gunnery: Ranged Damage, Passive, level 0 of 3, available',
      }),
    ).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('application', { name: 'Gunnery skill tree' })).toBeInTheDocument();
  });

  it('reports a click as an increase and a right-click as a decrease only when allowed', () => {
    vi.useFakeTimers();
    const onIncrease = vi.fn();
    const onDecrease = vi.fn();
    render(
      <SkillTreeGraph
        tree={gunnery}
        skills={skills}
        nodeStates={nodeStates}
        onIncrease={onIncrease}
        onDecrease={onDecrease}
      />,
    );
    const entry = screen.getByRole('button', { name: /Ranged Damage/ });
    fireEvent.pointerDown(entry, { pointerType: 'mouse' });
    fireEvent.click(entry);
    expect(onIncrease).toHaveBeenCalledExactlyOnceWith(1);

    fireEvent.click(screen.getByRole('button', { name: /Disruptor Damage/ }));
    expect(onIncrease).toHaveBeenCalledOnce();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cannot allocate: Prerequisites not met');

    // Nothing is taken, so a right-click is refused and the browser menu stays shut.
    expect(fireEvent.contextMenu(entry)).toBe(false);
    expect(onDecrease).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
