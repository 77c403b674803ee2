import type { HandedOverBuild } from '../../api/contract/handedOverBuild';
import { parseHandedOverBuild } from '../../api/contract/handedOverBuild';
import { takeHandedOverText } from './handoffStorage';

/**
 * Builds handed over to the planner by other pages through local storage (spec §3
 * "Client-stored data"): the planner reads `load-build` once and removes it, and also picks it
 * up when another tab writes it. Reading the value is the shared layer's
 * (src/api/contract/handedOverBuild.ts); taking it out of storage is the planner's
 * (./handoffStorage.ts).
 */

/** Takes the hand-over out of local storage: read once, then removed. */
export function takeHandedOverBuild(store?: Storage | null): HandedOverBuild | null {
  return parseHandedOverBuild(takeHandedOverText(store));
}
