import { isJsonObject, parseBuildRecord } from '../../api/buildRecord';
import { LOAD_BUILD_KEY } from '../../api/savedBuilds/handover';
import { savedBuildIdSchema } from '../../api/contract/savedBuilds';

/**
 * Builds handed over by other pages through local storage (spec §3 "Client-stored data"): the
 * planner reads `load-build` once and removes it, and also picks it up when another tab writes
 * it. The value is either the Build data itself or a saved build ({ data, build_name,
 * build_guide, … }) whose `data` may be a JSON string. My Builds' Load (and the reload after a
 * restricted save) writes a saved build's full form: its id, url, sharing and likes come along,
 * so the planner knows which saved build it shows.
 */

export { LOAD_BUILD_KEY };

/** What a hand-over holds, before it is checked against game data. */
export interface HandedOverBuild {
  data: unknown;
  title?: string;
  guide?: string;
  /** The saved build's listing and likes, which win over the data's own copies. */
  sharing?: string;
  likes?: number;
  /** Which saved build of the account this is, when the hand-over says. */
  saved?: { id: string; url: string };
}

/** The longest short public id a saved build's `url` can be (they are 10 characters). */
const MAX_URL_LENGTH = 64;

function savedIds(record: Readonly<Record<string, unknown>>): HandedOverBuild['saved'] {
  const { id, url } = record;
  if (!savedBuildIdSchema.safeParse(id).success || typeof id !== 'string') return undefined;
  if (typeof url !== 'string' || url === '' || url.length > MAX_URL_LENGTH) return undefined;
  return { id, url };
}

/** Reads a hand-over's text; null when it is not one. */
export function parseHandedOverBuild(text: string | null): HandedOverBuild | null {
  if (text === null || text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  // Build data on its own, without a saved build around it.
  if (isJsonObject(value) && !('data' in value)) return { data: value };
  const record = parseBuildRecord(value);
  if (record === null) return null;
  const { data, buildName: title, buildGuide: guide, fields } = record;
  const { sharing, likes } = fields;
  const saved = savedIds(fields);
  return {
    data,
    ...(title !== undefined && title !== '' ? { title } : {}),
    ...(guide !== undefined ? { guide } : {}),
    ...(typeof sharing === 'string' ? { sharing } : {}),
    ...(typeof likes === 'number' && Number.isSafeInteger(likes) && likes >= 0 ? { likes } : {}),
    ...(saved ? { saved } : {}),
  };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Takes the hand-over out of local storage: read once, then removed. */
export function takeHandedOverBuild(store: Storage | null = storage()): HandedOverBuild | null {
  if (!store) return null;
  let text: string | null = null;
  try {
    text = store.getItem(LOAD_BUILD_KEY);
    if (text !== null) store.removeItem(LOAD_BUILD_KEY);
  } catch {
    return null;
  }
  return parseHandedOverBuild(text);
}

/**
 * Merges a hand-over's title, guide, listing and likes into its build data (the saved build's
 * own fields win over the copies inside its data).
 */
export function handedOverBuildData(handover: HandedOverBuild): unknown {
  const { data, title, guide, sharing, likes } = handover;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  return {
    ...(data as Record<string, unknown>),
    ...(title !== undefined ? { buildTitle: title } : {}),
    ...(guide !== undefined ? { buildGuide: guide } : {}),
    ...(sharing !== undefined ? { buildSharing: sharing } : {}),
    ...(likes !== undefined ? { buildLikes: likes } : {}),
  };
}
