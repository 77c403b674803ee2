import type { PatchSureness } from '../../skills/patchDating';
import type { PatchItemKind, PatchReportItem } from '../../skills/patchReport';

/**
 * A patch report's items in the groups a player reads them in: what must change first, then
 * levels and costs, then numbers (which never break a build).
 */

interface PatchGroup {
  title: string;
  items: PatchReportItem[];
}

const GROUP_OF: Record<PatchItemKind, string> = {
  removed: 'Removed or moved',
  moved: 'Removed or moved',
  points: 'Skill points',
  slot: 'Active slots',
  levels: 'Levels and costs',
  costs: 'Levels and costs',
  numbers: 'Numbers',
};

const ORDER = ['Removed or moved', 'Skill points', 'Active slots', 'Levels and costs', 'Numbers'];

/** The non-empty groups, in reading order, each keeping the report's order. */
export function patchGroups(items: readonly PatchReportItem[]): PatchGroup[] {
  return ORDER.map((title) => ({
    title,
    items: items.filter((item) => GROUP_OF[item.kind] === title),
  })).filter((group) => group.items.length > 0);
}

/** How an unsure dating is marked: a patch that names the change is not. */
export const DATING_MARKS: Readonly<Record<PatchSureness, string | null>> = {
  named: null,
  likely: 'likely',
  unconfirmed: 'unconfirmed',
};
