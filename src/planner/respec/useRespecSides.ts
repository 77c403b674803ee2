import { useCallback, useReducer, useRef } from 'react';
import { isOpened, type OpenOutcome } from '../../builds/open/openedBuild';
import type { GameIndex } from '../../skills/gameIndex';
import { compareOn } from './comparedBuild';
import { openPastedBuild, openSavedBuild, type RespecLoaders } from './openRespecBuild';
import {
  initialSides,
  sidesReducer,
  type SideName,
  type SideSource,
  type SideStatus,
} from './respecSides';

/** A failure no opening foresaw (the game data's chunk could not load). */
const OPEN_FAILED = 'This build could not be opened.';

/** What an opening gave, on the game data the sides are compared on. */
function statusOf(outcome: OpenOutcome, index: GameIndex): SideStatus {
  if (!isOpened(outcome)) return { kind: 'failed', notice: outcome };
  const compared = compareOn(outcome, index);
  return 'build' in compared ? { kind: 'ready', compared } : { kind: 'failed', notice: compared };
}

/** The From and To sides and the player's steps on them; openings answer in the background. */
export function useRespecSides(index: GameIndex, loggedIn: boolean, loaders: RespecLoaders) {
  const [sides, dispatch] = useReducer(sidesReducer, loggedIn, initialSides);
  const requests = useRef(0);

  const open = useCallback(
    (side: SideName, opening: () => Promise<OpenOutcome>, savedId?: string) => {
      requests.current += 1;
      const request = requests.current;
      dispatch({ type: 'opening', side, request, ...(savedId === undefined ? {} : { savedId }) });
      void opening().then(
        (outcome) => {
          dispatch({ type: 'opened', request, status: statusOf(outcome, index) });
        },
        (error: unknown) => {
          const line = error instanceof Error ? error.message : String(error);
          const notice = { tone: 'error' as const, title: OPEN_FAILED, lines: [line] };
          dispatch({ type: 'opened', request, status: { kind: 'failed', notice } });
        },
      );
    },
    [index],
  );

  return {
    sides,
    chooseSource: (side: SideName, source: SideSource) => {
      dispatch({ type: 'source', side, source });
    },
    editText: (side: SideName, text: string) => {
      dispatch({ type: 'text', side, text });
    },
    openPasted: (side: SideName) => {
      const text = sides[side].text;
      if (text.trim() === '') return;
      open(side, () => openPastedBuild(text, loaders));
    },
    openSaved: (side: SideName, savedId: string) => {
      if (savedId === '') {
        dispatch({ type: 'source', side, source: 'saved' });
        return;
      }
      open(side, () => openSavedBuild(savedId, loaders), savedId);
    },
    swap: () => {
      dispatch({ type: 'swap' });
    },
  };
}
