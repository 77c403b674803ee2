import type { FlowPoint } from './layout/gridLayout';

/**
 * Arrow-key movement between skill nodes. An arrow follows the tree's edges: among the skills
 * linked to the current one, it picks the one lying most nearly in the arrow's direction.
 * When no linked skill lies that way, it moves to the nearest skill in that direction, so every
 * node stays reachable (unlinked skills, ELK layouts, disconnected synthetic trees).
 */
export type NavigationDirection = 'up' | 'down' | 'left' | 'right';

const VECTORS: Record<NavigationDirection, FlowPoint> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

/** The direction of an arrow key, or null for any other key. */
export function directionOfKey(key: string): NavigationDirection | null {
  switch (key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    default:
      return null;
  }
}

/** Edges may lean up to 75° off the arrow; a jump to an unlinked skill only 45°. */
const EDGE_CONE = Math.cos((75 * Math.PI) / 180);
const FREE_CONE = Math.cos((45 * Math.PI) / 180);

interface Candidate {
  id: number;
  score: number;
  /** Tie-breaks, so equal scores always resolve the same way: upper, then left first. */
  y: number;
  x: number;
}

function best(
  from: FlowPoint,
  direction: NavigationDirection,
  ids: Iterable<number>,
  positions: ReadonlyMap<number, FlowPoint>,
  minCos: number,
  fromId: number,
): number | null {
  const v = VECTORS[direction];
  let chosen: Candidate | null = null;
  for (const id of ids) {
    if (id === fromId) continue;
    const p = positions.get(id);
    if (!p) continue;
    const dx = p.x - from.x;
    const dy = p.y - from.y;
    const distance = Math.hypot(dx, dy);
    if (distance === 0) continue;
    const cos = (dx * v.x + dy * v.y) / distance;
    if (cos < minCos) continue;
    // Straight ahead beats off to the side; nearer beats farther.
    const score = distance / (cos * cos);
    const candidate = { id, score, y: p.y, x: p.x };
    if (
      !chosen ||
      candidate.score < chosen.score - 1e-6 ||
      (Math.abs(candidate.score - chosen.score) <= 1e-6 &&
        (candidate.y < chosen.y || (candidate.y === chosen.y && candidate.x < chosen.x)))
    ) {
      chosen = candidate;
    }
  }
  return chosen?.id ?? null;
}

/**
 * The skill an arrow key moves to from `fromId`, or null to stay put. `positions` are node
 * positions in flow pixels (y grows downwards, so "up" climbs the tree); `linked` lists each
 * skill's linked skills (both directions).
 */
export function nextSkillInDirection(
  fromId: number,
  direction: NavigationDirection,
  positions: ReadonlyMap<number, FlowPoint>,
  linked: ReadonlyMap<number, readonly number[]>,
): number | null {
  const from = positions.get(fromId);
  if (!from) return null;
  return (
    best(from, direction, linked.get(fromId) ?? [], positions, EDGE_CONE, fromId) ??
    best(from, direction, positions.keys(), positions, FREE_CONE, fromId)
  );
}

/** Each skill's linked skills, both directions, from a tree's links. */
export function linkedSkills(links: readonly (readonly [number, number])[]): Map<number, number[]> {
  const linked = new Map<number, number[]>();
  const add = (a: number, b: number) => {
    const list = linked.get(a);
    if (!list) linked.set(a, [b]);
    else if (!list.includes(b)) list.push(b);
  };
  for (const [a, b] of links) {
    if (a === b) continue;
    add(a, b);
    add(b, a);
  }
  return linked;
}
