import type { CompareResponse, CompareSideAnswer } from '../../src/api/contract/compare';
import type { CompareSide } from '../../src/api/contract/comparePaths';
import { handedOverBuildData, readHandedOverValue } from '../../src/api/contract/handedOverBuild';
import { buildCompare } from '../../src/skills/buildCompare';
import type { Build } from '../../src/skills/buildSchema';
import type { GameIndex } from '../../src/skills/gameIndex';
import { IMPORT_NOT_A_BUILD, importBuildValue } from '../../src/skills/importBuild';
import { migrateBuild, migrationLines } from '../../src/skills/migrateBuild';
import type { BuildLinkSharing } from './buildLinks';
import { decodeShareCode, readShareCodeHeader } from '../../src/skills/shareCode';
import type { SavedBuildKey, SavedBuildService } from './savedBuilds';

/**
 * Two builds compared (the compare page): each side a saved build the asker may read or a share
 * code, opened on the game data it was made with and moved onto the current data as the planner
 * migrates it, then compared there.
 */

type SideName = 'A' | 'B';

type CompareOutcome =
  | { ok: true; answer: CompareResponse }
  /** No such saved build, or one the asker may not read: the same answer, nothing revealed. */
  | { ok: false; reason: 'not-found'; side: SideName }
  /** A share code that does not decode; `message` is the decoder's reason. */
  | { ok: false; reason: 'bad-code'; side: SideName; message: string }
  /** A saved build whose record does not open; `message` is the engine's reason. */
  | { ok: false; reason: 'does-not-open'; side: SideName; message: string };

export interface CompareBuildsService {
  /** `GET /api/compare/{a}/{b}` for `viewerId` (null: a visitor). */
  compare(a: CompareSide, b: CompareSide, viewerId: string | null): Promise<CompareOutcome>;
}

export interface CompareBuildsServiceDeps {
  savedBuilds: Pick<SavedBuildService, 'find'>;
  /** Anonymous share links: their ids have a saved build's url form (`/skill-trees?link=`). */
  links: Pick<BuildLinkSharing, 'find'>;
  /** The game data the server holds, by version. */
  indexes: ReadonlyMap<string, GameIndex>;
  /** The current version's index: both builds are compared on it. */
  current: GameIndex;
}

/** A side opened on its own game data, before it is moved onto the current one. */
interface OpenedSide {
  build: Build;
  index: GameIndex;
  gameVersion: string;
  author: string | null;
  url: string | null;
  /** What its share code held that no game data here has room for (a version not held). */
  leftOut: readonly string[];
}

type SideResult =
  | { ok: true; side: OpenedSide }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'bad-code' | 'does-not-open'; message: string };

function refused(side: SideName, result: Exclude<SideResult, { ok: true }>): CompareOutcome {
  return result.reason === 'not-found'
    ? { ok: false, reason: 'not-found', side }
    : { ok: false, reason: result.reason, side, message: result.message };
}

/** The UUID or url id of a saved side, as the saved-build routes read it. */
function savedKey(id: string): SavedBuildKey {
  return id.includes('-') ? { id: id.toLowerCase() } : { url: id };
}

export function createCompareBuildsService({
  savedBuilds,
  links,
  indexes,
  current,
}: CompareBuildsServiceDeps): CompareBuildsService {
  const indexOf = (version: string) => indexes.get(version) ?? current;

  async function openSaved(id: string, viewerId: string | null): Promise<SideResult> {
    const saved = await savedBuilds.find(savedKey(id), viewerId);
    if (!saved)
      return id.includes('-') ? { ok: false, reason: 'not-found' } : openLink(id, viewerId);
    const index = indexOf(saved.game_version);
    const handover = readHandedOverValue(saved);
    if (handover === null) {
      return { ok: false, reason: 'does-not-open', message: IMPORT_NOT_A_BUILD };
    }
    const opened = importBuildValue(handedOverBuildData(handover), index);
    if (!opened.ok) return { ok: false, reason: 'does-not-open', message: opened.message };
    const gameVersion = saved.game_version;
    return {
      ok: true,
      side: {
        build: opened.build,
        index,
        gameVersion,
        author: saved.username,
        url: saved.url,
        leftOut: [],
      },
    };
  }

  /** An anonymous link's build: no author, and no viewer page (it opens in the planner). */
  async function openLink(id: string, viewerId: string | null): Promise<SideResult> {
    const link = await links.find(id, viewerId);
    if (!link) return { ok: false, reason: 'not-found' };
    const index = indexOf(link.game_version);
    const opened = importBuildValue(link.data, index);
    if (!opened.ok) return { ok: false, reason: 'does-not-open', message: opened.message };
    const side = { build: opened.build, index, gameVersion: link.game_version };
    return { ok: true, side: { ...side, author: null, url: null, leftOut: [] } };
  }

  function openCode(code: string): SideResult {
    const header = readShareCodeHeader(code);
    if (!header.ok) return { ok: false, reason: 'bad-code', message: header.message };
    const index = indexOf(header.value.gameVersion);
    const decoded = decodeShareCode(code, index);
    if (!decoded.ok) return { ok: false, reason: 'bad-code', message: decoded.message };
    const { gameVersion, problems } = decoded;
    return {
      ok: true,
      side: {
        build: decoded.build,
        index,
        gameVersion,
        author: null,
        url: null,
        leftOut: problems,
      },
    };
  }

  const open = (side: CompareSide, viewerId: string | null) =>
    side.kind === 'saved' ? openSaved(side.id, viewerId) : Promise.resolve(openCode(side.code));

  /** The side moved onto the current data, and how the page names it. */
  function onCurrent(kind: CompareSide['kind'], side: OpenedSide) {
    const migration = migrateBuild(side.build, side.index, current);
    const { build } = migration;
    const className = current.classesBySlug.get(build.selectedClass)?.name ?? build.selectedClass;
    const answer: CompareSideAnswer = {
      kind,
      title: kind === 'saved' ? build.buildTitle : `${className} share code`,
      author: side.author,
      url: side.url,
      gameVersion: side.gameVersion,
      selectedClass: build.selectedClass,
      migrated: [...side.leftOut, ...migrationLines(migration)],
      olderVersion: side.gameVersion !== current.data.version,
    };
    return { build, answer };
  }

  return {
    async compare(a, b, viewerId) {
      const [openedA, openedB] = await Promise.all([open(a, viewerId), open(b, viewerId)]);
      if (!openedA.ok) return refused('A', openedA);
      if (!openedB.ok) return refused('B', openedB);
      const sideA = onCurrent(a.kind, openedA.side);
      const sideB = onCurrent(b.kind, openedB.side);
      return {
        ok: true,
        answer: {
          gameVersion: current.data.version,
          a: sideA.answer,
          b: sideB.answer,
          compare: buildCompare(sideA.build, sideB.build, current),
        },
      };
    },
  };
}
