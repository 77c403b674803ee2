import type { Build } from './buildSchema';
import { buildDiff, type BuildDiff } from './buildDiff';
import { compareNodes, type ClassCompare } from './compareNodes';
import type { GameIndex } from './gameIndex';
import { respecPlan } from './respecPlan';

/**
 * Two builds compared on one game data (the compare page's whole content): the skills overlaid
 * per class, the build diff (points, modifiers, slots, tags, texts) and the respec from A to B.
 * A plain object, so the server computes it once and the page shows it without the engine.
 */

/** The respec that turns A into B: every point of A refunded, B's spent again. */
export interface CompareRespec {
  refund: number;
  spend: number;
  /** Skills both take at the same level. */
  kept: number;
  /** A's character's budget, else B's cap: what B has to fit in. */
  budget: number;
  fits: boolean;
  /** The Spice of consecutive respecs on official servers; null when the data does not say. */
  spice: {
    ladder: number[];
    stepDownHours: number;
    /** How sure the ladder is (`C`, `S`, `I`, `?`). */
    confidence: string;
  } | null;
}

export interface BuildCompare {
  classes: ClassCompare[];
  diff: BuildDiff;
  respec: CompareRespec;
}

/** A compared with B, both read on `index`'s game data. */
export function buildCompare(a: Build, b: Build, index: GameIndex): BuildCompare {
  const plan = respecPlan(a, b, index);
  const ladder = index.data.progression?.respec;
  return {
    classes: compareNodes(a, b, index),
    diff: buildDiff(a, b, index),
    respec: {
      refund: plan.refund,
      spend: plan.spend,
      kept: plan.kept,
      budget: plan.budget,
      fits: plan.fits,
      spice: ladder
        ? {
            ladder: [...ladder.spiceLadder],
            stepDownHours: ladder.stepDownHours,
            confidence: ladder.confidence,
          }
        : null,
    },
  };
}

/** Whether the two builds take the very same skills at the same levels. */
export function sameSkills(compare: BuildCompare): boolean {
  return compare.classes.every((c) => c.nodes.every((node) => node.state === 'both'));
}
