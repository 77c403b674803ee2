import type { CompareResponse, CompareSideAnswer } from '../../../src/api/contract/compare';
import type { CompareFetcher } from '../../../src/api/compare/compareBuilds';
import { ApiRequestError } from '../../../src/api/requestJson';
import { buildCompare } from '../../../src/skills/buildCompare';
import type { Build } from '../../../src/skills/buildSchema';
import type { GameIndex } from '../../../src/skills/gameIndex';
import {
  gameIndex,
  progressionIndex,
  redLevelingBuild,
  VIEWER_URL,
  viewerBuild,
} from '../fixtures';

/**
 * The compare page's stories: comparisons made with the real engine over the viewer's 1.5 data,
 * and stand-ins for the compare fetch, the game data and the clipboard (no network).
 */

/** A share code's segment in every story (its shape only: the fetch is a stand-in). */
export const CODE_SEGMENT = '1AbCdEfGhIjKlMnOpQrStUv';

/** The address of the stories' comparison: a saved build against a share code. */
export const COMPARE_ENTRY = `/compare/${VIEWER_URL}/${CODE_SEGMENT}`;

const savedSide = (build: Build): CompareSideAnswer => ({
  kind: 'saved',
  title: build.buildTitle,
  author: 'Stilgar',
  url: VIEWER_URL,
  gameVersion: '1.5',
  selectedClass: build.selectedClass,
  migrated: [],
  olderVersion: false,
});

const codeSide = (build: Build, older = false): CompareSideAnswer => ({
  kind: 'code',
  title: 'Trooper share code',
  author: null,
  url: null,
  gameVersion: older ? 'launch' : '1.5',
  selectedClass: build.selectedClass,
  migrated: older ? ['Stunner: level 3 → 1, 5 SP refunded'] : [],
  olderVersion: older,
});

/** The viewer's Gravity Gunner against a levelling build; B made on launch data when `older`. */
export function compareAnswer(older = false): CompareResponse {
  const a = viewerBuild();
  const b = redLevelingBuild();
  return JSON.parse(
    JSON.stringify({
      gameVersion: '1.5',
      a: savedSide(a),
      b: codeSide(b, older),
      compare: buildCompare(a, b, progressionIndex),
    }),
  ) as CompareResponse;
}

/** A build against itself: nothing differs. */
export function equalAnswer(): CompareResponse {
  const a = viewerBuild();
  return JSON.parse(
    JSON.stringify({
      gameVersion: '1.5',
      a: savedSide(a),
      b: { ...codeSide(a), title: 'Gravity Gunner, shared' },
      compare: buildCompare(a, a, progressionIndex),
    }),
  ) as CompareResponse;
}

/** A compare fetch that answers `answer` (or rejects with it), or never answers. */
export function compareFetch(
  answer: CompareResponse | ApiRequestError | 'pending',
): CompareFetcher {
  return () => {
    if (answer === 'pending') return new Promise<never>(() => undefined);
    return answer instanceof ApiRequestError ? Promise.reject(answer) : Promise.resolve(answer);
  };
}

/** The game data the trees are drawn with. */
export const loadIndex = (): Promise<GameIndex> => Promise.resolve(gameIndex);

/** A 404 of one side, as the API answers it. */
export const missingSide = (side: 'A' | 'B') =>
  new ApiRequestError(`Build ${side} not found.`, 404);
