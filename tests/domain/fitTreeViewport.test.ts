import { getViewportForBounds } from '@xyflow/system';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../bench/fuzzRandom';
import { gridPositions } from '../../src/graph/layout/treeLayout';
import type { FlowRect } from '../../src/graph/viewport';
import {
  FIT_MAX_ZOOM,
  FIT_PADDING,
  fitTreeViewport,
  MIN_ZOOM,
  treeBounds,
} from '../../src/graph/viewport';
import { GAME_VERSIONS, realGame } from './fixtures/realData';

/**
 * The static drawing fits a tree with our own maths (viewport.ts) so the first screen loads no
 * React Flow; the interactive graph fits it with React Flow's fitView. The hand-over from one to
 * the other shows no jump only if both give the very same pan and zoom, so this holds ours to
 * React Flow's own function, exactly, not within a tolerance.
 */
const reactFlowFit = (bounds: FlowRect, width: number, height: number) =>
  getViewportForBounds(bounds, width, height, MIN_ZOOM, FIT_MAX_ZOOM, FIT_PADDING);

const CASES = 20_000;

describe('fitTreeViewport', () => {
  it(`equals React Flow's fit for ${CASES} seeded rectangles and panels`, () => {
    const random = seededRandom(0x5eed);
    for (let i = 0; i < CASES; i += 1) {
      // Whole pixels, as the trees' grid gives them, and fractions; trees that fit, trees held at
      // the smallest zoom, and tiny trees held at the largest.
      const whole = random.chance(0.5);
      const value = (min: number, max: number) =>
        whole ? random.int(min, max) : min + random.next() * (max - min);
      const bounds = {
        x: value(-3000, 3000),
        y: value(-3000, 3000),
        width: value(1, random.chance(0.3) ? 200 : 12_000),
        height: value(1, random.chance(0.3) ? 200 : 12_000),
      };
      const width = random.int(1, 3000);
      const height = random.int(1, 2000);
      const ours = fitTreeViewport(bounds, width, height);
      const theirs = reactFlowFit(bounds, width, height);
      if (ours.x !== theirs.x || ours.y !== theirs.y || ours.zoom !== theirs.zoom) {
        expect({ case: i, bounds, width, height, ours }).toEqual({
          case: i,
          bounds,
          width,
          height,
          ours: theirs,
        });
      }
    }
  });

  it("equals React Flow's fit for every drawn tree of the game at phone to desktop sizes", () => {
    const panels = [
      [320, 480],
      [360, 640],
      [375, 540],
      [390, 700],
      [412, 915],
      [576, 544],
      [768, 600],
      [1024, 700],
      [1280, 720],
      [1440, 900],
      [1920, 1080],
    ] as const;
    let trees = 0;
    for (const version of GAME_VERSIONS) {
      const { index } = realGame(version);
      for (const skills of index.skillsByTreeId.values()) {
        const bounds = treeBounds(gridPositions(skills));
        if (!bounds) continue;
        trees += 1;
        for (const [width, height] of panels) {
          expect(fitTreeViewport(bounds, width, height)).toEqual(
            reactFlowFit(bounds, width, height),
          );
        }
      }
    }
    expect(trees).toBeGreaterThan(10);
  });

  it('centres a tree that fits, within the margins, at no more than the largest fit zoom', () => {
    const fit = fitTreeViewport({ x: 0, y: 0, width: 1000, height: 500 }, 1080, 1080);
    // 40 px of margin on each side of a 1080 px panel: 1000 wide fills 1000 px at zoom 1.
    expect(fit).toEqual({ x: 40, y: 290, zoom: 1 });
    expect(fitTreeViewport({ x: 0, y: 0, width: 10, height: 10 }, 1080, 1080).zoom).toBe(
      FIT_MAX_ZOOM,
    );
  });
});
