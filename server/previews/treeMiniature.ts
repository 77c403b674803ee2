import type { PreviewSkill, PreviewTree } from './previewContent';
import { h, type PreviewElement } from './previewElements';

/**
 * The selected class's trees drawn small for the preview image: each skill as the planner
 * draws it (diamond Ability, circle Passive, hexagon Technique) at its grid cell, taken skills
 * filled in spice orange, links lit where both ends are taken.
 */

/** One grid cell, in pixels of the image. */
const CELL = 46;
/** The game's grid: five columns (col -2..2), five rows (row 0 at the bottom). */
const COLUMNS = 5;
const ROWS = 5;
const NODE_RADIUS = 15;

const TREE_WIDTH = CELL * COLUMNS;
export const TREE_HEIGHT = CELL * ROWS;

const TAKEN = '#f09a45';
const TAKEN_EDGE = '#fcd9a8';
const OPEN = '#2a2018';
const OPEN_EDGE = '#5e4a35';

function centre(skill: PreviewSkill): { x: number; y: number } {
  return { x: (skill.col + 2.5) * CELL, y: (ROWS - skill.row - 0.5) * CELL };
}

function polygon(x: number, y: number, corners: number, turn: number): string {
  return Array.from({ length: corners }, (_, i) => {
    const angle = turn + (i * 2 * Math.PI) / corners;
    const px = x + NODE_RADIUS * Math.cos(angle);
    const py = y + NODE_RADIUS * Math.sin(angle);
    return `${px.toFixed(1)},${py.toFixed(1)}`;
  }).join(' ');
}

function skillShape(skill: PreviewSkill): PreviewElement {
  const { x, y } = centre(skill);
  const taken = skill.level > 0;
  const paint = {
    fill: taken ? TAKEN : OPEN,
    stroke: taken ? TAKEN_EDGE : OPEN_EDGE,
    'stroke-width': 3,
  };
  if (skill.type === 'Passive') return h('circle', { cx: x, cy: y, r: NODE_RADIUS - 2, ...paint });
  const corners = skill.type === 'Ability' ? 4 : 6;
  return h('polygon', { points: polygon(x, y, corners, -Math.PI / 2), ...paint });
}

/** One tree as an SVG element of TREE_WIDTH × TREE_HEIGHT. */
export function treeMiniature(tree: PreviewTree): PreviewElement {
  const lines = tree.links.flatMap(([a, b]) => {
    const from = tree.skills[a];
    const to = tree.skills[b];
    if (!from || !to) return [];
    const lit = from.level > 0 && to.level > 0;
    const p = centre(from);
    const q = centre(to);
    return [
      h('line', {
        x1: p.x,
        y1: p.y,
        x2: q.x,
        y2: q.y,
        stroke: lit ? TAKEN : OPEN_EDGE,
        'stroke-width': lit ? 4 : 2,
      }),
    ];
  });
  return h(
    'svg',
    {
      width: TREE_WIDTH,
      height: TREE_HEIGHT,
      viewBox: `0 0 ${TREE_WIDTH} ${TREE_HEIGHT}`,
      xmlns: 'http://www.w3.org/2000/svg',
    },
    ...lines,
    ...tree.skills.map(skillShape),
  );
}
