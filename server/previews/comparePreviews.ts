import type { CompareResponse } from '../../src/api/contract/compare';
import { compareSideOf } from '../../src/api/contract/comparePaths';
import type { ClassSlug } from '../../src/skills/classSlugs';
import { emptyBuild } from '../../src/skills/emptyBuild';
import type { GameIndex } from '../../src/skills/gameIndex';
import type { CompareBuildsService } from '../services/compareBuilds';
import { type BuildPreview, type FoundPreview, previewHash, treesOf } from './previewContent';

/**
 * The compare page's link preview: "A vs B", each side's class and SP, and build A's class's
 * trees with both builds' skills overlaid, drawn by the build previews' renderer. Exactly what a
 * visitor may compare is previewed: Public saved builds and share codes.
 */

export interface ComparePreviews {
  /**
   * The preview of `/compare/{a}/{b}` as a visitor sees it; `missing` when a side names nothing a
   * visitor may read (the address is not there for them); undefined when a side does not open.
   */
  find(a: string, b: string): Promise<FoundPreview | 'missing' | undefined>;
}

/** The preview of a comparison the API answered. */
function comparePreview(index: GameIndex, answer: CompareResponse): BuildPreview {
  const className = (slug: ClassSlug) => index.classesBySlug.get(slug)?.name ?? slug;
  const { a, b, compare } = answer;
  const points = compare.diff.skillPoints;
  const classA = compare.classes.find((c) => c.classSlug === a.selectedClass);
  // The overlay: every skill either build takes in A's class, at the higher of its levels.
  const overlay = {
    ...emptyBuild(),
    selectedClass: a.selectedClass,
    characterBuild: (classA?.nodes ?? []).map((node) => ({
      skillId: node.skillId,
      level: Math.max(node.levelA, node.levelB),
    })),
  };
  const differing = compare.classes
    .flatMap((c) => c.nodes)
    .filter((node) => node.state !== 'both').length;
  return {
    title: `${a.title} vs ${b.title}`,
    author: null,
    description: `${String(differing)} ${differing === 1 ? 'skill differs' : 'skills differ'}; a respec from A to B refunds ${String(compare.respec.refund)} SP and spends ${String(compare.respec.spend)} SP.`,
    // One entry, so the facts line reads "A: Trooper 24 SP vs B: Mentat 30 SP", with no total.
    classes: [
      {
        name: `A: ${className(a.selectedClass)} ${String(points.a.total)} SP vs B: ${className(b.selectedClass)}`,
        sp: points.b.total,
      },
    ],
    totalSp: points.b.total,
    selectedClass: className(a.selectedClass),
    trees: treesOf(index, overlay),
  };
}

export function createComparePreviews(
  compare: Pick<CompareBuildsService, 'compare'>,
  index: GameIndex,
): ComparePreviews {
  return {
    async find(a, b) {
      const sideA = compareSideOf(a);
      const sideB = compareSideOf(b);
      if (!sideA || !sideB) return 'missing';
      const outcome = await compare.compare(sideA, sideB, null);
      if (!outcome.ok) return outcome.reason === 'not-found' ? 'missing' : undefined;
      const preview = comparePreview(index, outcome.answer);
      return { preview, hash: previewHash(preview) };
    },
  };
}
