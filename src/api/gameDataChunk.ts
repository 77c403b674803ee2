import manifestJson from '../../data/game/manifest.json';
import { DATA_FAILURES } from './dataFailures';
import type { GameData, GameManifest, GameVersionFiles } from '../skills/gameData';
import type { GameIndex } from '../skills/gameIndex';
import { indexGameData } from '../skills/gameIndex';
import type { Patch } from '../skills/progression';
import {
  gameVersionToOpenIn,
  manifestHasVersion,
  sameStructureAsCurrentIn,
} from '../skills/gameVersions';

/**
 * A version's game data as lazy content-hashed chunks (one per file), not a dozen API calls: a
 * browser downloads it once and keeps it cached. Each version is indexed once per page load.
 */

type JsonModule = () => Promise<unknown>;

// Lazy: every file becomes its own chunk, fetched only when its version is asked for.
const FILES: Record<string, JsonModule> = import.meta.glob<unknown>(
  '../../data/game/*/{classes,trees,skills,progression}.json',
  { import: 'default' },
);

/** The game versions the client knows, in manifest order, and the current one. */
export const GAME_MANIFEST: GameManifest = manifestJson;
export const CURRENT_GAME_VERSION: string = GAME_MANIFEST.current;

/** Whether the client bundle holds a game version's data. */
export function hasGameVersion(version: string): boolean {
  return manifestHasVersion(GAME_MANIFEST, version);
}

/**
 * Whether a build made with `version` opens unchanged with the current data (the manifest says
 * both have the same structure): such a build needs no "other game data" notice.
 */
export function sameStructureAsCurrent(version: string): boolean {
  return sameStructureAsCurrentIn(GAME_MANIFEST, version);
}

/**
 * The game version to open a build made with `version` in: the current one when the structure
 * is the same or the version is unknown here, else the version itself.
 */
export function gameVersionToOpen(version: string): string {
  return gameVersionToOpenIn(GAME_MANIFEST, version);
}

/** The display label of a game version ("Update 1.5"), else the id itself. */
export function gameVersionLabel(version: string): string {
  return GAME_MANIFEST.versions.find((v) => v.id === version)?.label ?? version;
}

function loaderOf(version: string, file: keyof typeof FILE_FAILURES): JsonModule {
  const loader = FILES[`../../data/game/${version}/${file}.json`];
  if (!loader) throw new Error(`Game data ${version} has no ${file}.json`);
  return loader;
}

/**
 * A version's files as bundled, unchecked: `npm run data:build`, the domain tests and the server's
 * start validate the same files, and checking again was a long task of the planner's start.
 */
function bundledVersion(
  version: string,
  files: Record<Exclude<keyof GameVersionFiles, 'progression'>, unknown> & {
    progression?: unknown;
  },
): GameData {
  return { version, ...(files as GameVersionFiles) };
}

const loaded = new Map<string, Promise<GameIndex>>();
/** The indexes that have finished loading, for a render that cannot wait (loadedGameIndex). */
const ready = new Map<string, GameIndex>();

/** Each file's failure in the spec's words (§8): the planner's and viewer's class, trees, skills. */
const FILE_FAILURES = {
  classes: DATA_FAILURES.classDetails,
  trees: DATA_FAILURES.skillTrees,
  skills: DATA_FAILURES.skills,
} as const;

/** One file of a version; a chunk that cannot be fetched fails with the file's text, logged. */
async function loadFile(version: string, file: keyof typeof FILE_FAILURES): Promise<unknown> {
  try {
    return await loaderOf(version, file)();
  } catch (cause) {
    const error = new Error(FILE_FAILURES[file], { cause });
    console.error('Query error', error);
    throw error;
  }
}

/** A version's progression file, where it has one (older versions have none). */
async function loadProgression(version: string): Promise<{ progression?: unknown }> {
  const loader = FILES[`../../data/game/${version}/progression.json`];
  if (!loader) return {};
  try {
    return { progression: await loader() };
  } catch (cause) {
    const error = new Error(DATA_FAILURES.skills, { cause });
    console.error('Query error', error);
    throw error;
  }
}

/**
 * The current version's dated patches, oldest first, from its progression file's chunk alone
 * (the community list's "Updated since" needs no trees or skills); none when it has no file.
 */
export async function loadCurrentPatches(): Promise<Patch[]> {
  const { progression } = await loadProgression(CURRENT_GAME_VERSION);
  // Validated with the rest of the data by the game-data tests and at the server's start.
  return (progression as { patches?: Patch[] } | undefined)?.patches ?? [];
}

async function load(version: string): Promise<GameIndex> {
  const [classes, trees, skills, progression] = await Promise.all([
    loadFile(version, 'classes'),
    loadFile(version, 'trees'),
    loadFile(version, 'skills'),
    loadProgression(version),
  ]);
  return indexGameData(bundledVersion(version, { classes, trees, skills, ...progression }));
}

/**
 * The indexed game data of a version (default: the manifest's current one). The same
 * promise is returned for the same version; a failed load is forgotten so a retry can succeed.
 */
export function loadGameIndex(version: string = CURRENT_GAME_VERSION): Promise<GameIndex> {
  if (!hasGameVersion(version)) {
    return Promise.reject(new Error(`Unknown game version "${version}"`));
  }
  let promise = loaded.get(version);
  if (!promise) {
    promise = load(version);
    loaded.set(version, promise);
    promise.then(
      (index) => {
        ready.set(version, index);
      },
      () => {
        loaded.delete(version);
      },
    );
  }
  return promise;
}

/**
 * The index of a version if it has already loaded (loadGameIndex), else null: for a first render
 * that must match the server's HTML, which cannot wait for a promise.
 */
export function loadedGameIndex(version: string = CURRENT_GAME_VERSION): GameIndex | null {
  return ready.get(version) ?? null;
}
