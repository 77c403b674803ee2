import { useEffect, useMemo, useState } from 'react';
import type { Skill, SkillLink } from '../../skills/gameData';
import type { FlowPoint } from './gridLayout';
import { gridCellToPixels } from './gridLayout';

/**
 * Where each skill of a tree goes. A tree whose skills all have grid positions is placed on
 * the grid synchronously; a tree with any skill lacking a position is laid out by ELK (loaded
 * on demand); a tree without skills has nothing to place.
 */
export type TreeLayoutPlan = 'empty' | 'grid' | 'elk';

export function planTreeLayout(skills: readonly Skill[]): TreeLayoutPlan {
  if (skills.length === 0) return 'empty';
  return skills.every((skill) => skill.position !== null) ? 'grid' : 'elk';
}

/** Node box positions of a positioned tree (skills without a position are skipped). */
export function gridPositions(skills: readonly Skill[]): Map<number, FlowPoint> {
  const positions = new Map<number, FlowPoint>();
  for (const skill of skills) {
    if (skill.position) positions.set(skill.id, gridCellToPixels(skill.position));
  }
  return positions;
}

/**
 * A plain layered layout (longest path from the skills nothing links into), used when ELK
 * cannot run: worse than ELK at avoiding crossings, but every skill gets a distinct cell.
 */
export function layeredFallbackPositions(
  skills: readonly Skill[],
  links: readonly SkillLink[],
): Map<number, FlowPoint> {
  const ids = new Set(skills.map((skill) => skill.id));
  const below = new Map<number, number[]>();
  for (const [a, b] of links) {
    if (!ids.has(a) || !ids.has(b) || a === b) continue;
    below.set(b, [...(below.get(b) ?? []), a]);
  }
  const layerOf = new Map<number, number>();
  const visiting = new Set<number>();
  const layer = (id: number): number => {
    const known = layerOf.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return 0; // a cycle: break it here
    visiting.add(id);
    const value = Math.max(-1, ...(below.get(id) ?? []).map(layer)) + 1;
    visiting.delete(id);
    layerOf.set(id, value);
    return value;
  };
  const rows = new Map<number, number[]>();
  for (const skill of skills) {
    const row = layer(skill.id);
    rows.set(row, [...(rows.get(row) ?? []), skill.id]);
  }
  const positions = new Map<number, FlowPoint>();
  for (const [row, members] of rows) {
    members.forEach((id, i) => {
      positions.set(id, gridCellToPixels({ col: (i - (members.length - 1) / 2) * 2, row }));
    });
  }
  return positions;
}

export type ElkLayoutRunner = (
  skills: readonly Skill[],
  links: readonly SkillLink[],
) => Promise<ReadonlyMap<number, FlowPoint>>;

/** ELK, fetched only when a tree needs it. */
const loadElkLayout: ElkLayoutRunner = async (skills, links) => {
  const { layoutWithElk } = await import('./elkLayout');
  return layoutWithElk(skills, links);
};

export type TreeLayoutState =
  | { status: 'empty' }
  | { status: 'pending' }
  | {
      status: 'ready';
      source: 'grid' | 'elk' | 'fallback';
      positions: ReadonlyMap<number, FlowPoint>;
    };

interface ElkOutcome {
  skills: readonly Skill[];
  links: readonly SkillLink[];
  positions: ReadonlyMap<number, FlowPoint>;
  source: 'elk' | 'fallback';
}

/** The layout of a tree: synchronous on the grid, asynchronous (pending first) through ELK. */
export function useTreeLayout(
  skills: readonly Skill[],
  links: readonly SkillLink[],
  runElk: ElkLayoutRunner = loadElkLayout,
): TreeLayoutState {
  const plan = planTreeLayout(skills);
  const grid = useMemo(() => (plan === 'grid' ? gridPositions(skills) : null), [plan, skills]);
  const [outcome, setOutcome] = useState<ElkOutcome | null>(null);

  useEffect(() => {
    if (plan !== 'elk') return;
    let current = true;
    runElk(skills, links).then(
      (positions) => {
        if (current) setOutcome({ skills, links, positions, source: 'elk' });
      },
      (error: unknown) => {
        console.warn('Skill tree layout failed; using the simple layered layout.', error);
        const positions = layeredFallbackPositions(skills, links);
        if (current) setOutcome({ skills, links, positions, source: 'fallback' });
      },
    );
    return () => {
      current = false;
    };
  }, [plan, skills, links, runElk]);

  if (plan === 'empty') return { status: 'empty' };
  if (grid) return { status: 'ready', source: 'grid', positions: grid };
  if (outcome?.skills === skills && outcome.links === links) {
    return { status: 'ready', source: outcome.source, positions: outcome.positions };
  }
  return { status: 'pending' };
}
