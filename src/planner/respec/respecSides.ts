import type { BuildNotice } from '../../builds/open/openedBuild';
import type { ComparedBuild } from './comparedBuild';

/**
 * The two sides of a respec, From and To, as the player picks them: the build in the planner,
 * one of their saved builds, or pasted text (kept as typed whatever happens to it).
 */

export type SideSource = 'planner' | 'saved' | 'pasted';

export type SideStatus =
  | { kind: 'empty' }
  | { kind: 'loading' }
  | { kind: 'failed'; notice: BuildNotice }
  | { kind: 'ready'; compared: ComparedBuild };

export interface RespecSide {
  source: SideSource;
  /** The saved build picked (its id), '' for none. */
  savedId: string;
  text: string;
  /** The build opened from the saved build or the text (the planner's needs no opening). */
  status: SideStatus;
  /** The opening under way: an answer to an older one is dropped. */
  request: number;
}

export type SideName = 'from' | 'to';
type RespecSides = Record<SideName, RespecSide>;

type SidesAction =
  | { type: 'source'; side: SideName; source: SideSource }
  | { type: 'text'; side: SideName; text: string }
  | { type: 'opening'; side: SideName; request: number; savedId?: string }
  | { type: 'opened'; request: number; status: SideStatus }
  | { type: 'swap' };

const side = (source: SideSource): RespecSide => ({
  source,
  savedId: '',
  text: '',
  status: { kind: 'empty' },
  request: 0,
});

/** From: a saved build when logged in, else pasted text; To: the build in the planner. */
export function initialSides(loggedIn: boolean): RespecSides {
  return { from: side(loggedIn ? 'saved' : 'pasted'), to: side('planner') };
}

/** The sides after one of the player's steps or an opening's answer. */
export function sidesReducer(sides: RespecSides, action: SidesAction): RespecSides {
  switch (action.type) {
    case 'source':
      // Another source drops what the last one opened; the typed text stays for a way back.
      return {
        ...sides,
        [action.side]: {
          ...sides[action.side],
          source: action.source,
          savedId: '',
          status: { kind: 'empty' },
          request: 0,
        },
      };
    case 'text':
      return { ...sides, [action.side]: { ...sides[action.side], text: action.text } };
    case 'opening': {
      const current = sides[action.side];
      return {
        ...sides,
        [action.side]: {
          ...current,
          savedId: action.savedId ?? current.savedId,
          status: { kind: 'loading' },
          request: action.request,
        },
      };
    }
    case 'opened': {
      // The answer goes to the side that asked, wherever a swap has put it since.
      const name = (['from', 'to'] as const).find((n) => sides[n].request === action.request);
      if (name === undefined) return sides;
      return { ...sides, [name]: { ...sides[name], status: action.status } };
    }
    case 'swap':
      return { from: sides.to, to: sides.from };
  }
}
