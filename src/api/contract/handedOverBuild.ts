import { isJsonObject, parseBuildRecord } from './buildRecord';
import { savedBuildIdSchema } from './savedBuilds';

/**
 * Builds handed from one page to another through local storage (spec §3 "Client-stored data"),
 * read with the one parser of the server's build records (./buildRecord.ts). The value is
 * either the Build data itself or a saved build ({ data, build_name, build_guide, … }) whose
 * `data` may be a JSON string. A saved build's full form brings its id, url, sharing, likes,
 * author and game data version along.
 */

/** What a hand-over holds, before it is checked against game data. */
export interface HandedOverBuild {
  data: unknown;
  title?: string;
  guide?: string;
  /** The saved build's listing and likes, which win over the data's own copies. */
  sharing?: string;
  likes?: number;
  /** Which saved build of the account this is, when the record has both its ids. */
  saved?: { id: string; url: string };
  /** The short public id (likes, Get Link), when the record has one. */
  url?: string;
  /** The author's username, when the record names one. */
  author?: string;
  /** The game data version the build was saved with, when the record says. */
  gameVersion?: string;
}

/** The longest short public id a saved build's `url` can be (they are 10 characters). */
const MAX_URL_LENGTH = 64;
/** The longest text kept from a record's author or version (longer ones are not ours). */
const MAX_NAME_LENGTH = 64;

function publicId(url: unknown): string | undefined {
  return typeof url === 'string' && url !== '' && url.length <= MAX_URL_LENGTH ? url : undefined;
}

function shortText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= MAX_NAME_LENGTH
    ? value
    : undefined;
}

function savedIds(record: Readonly<Record<string, unknown>>): HandedOverBuild['saved'] {
  const { id } = record;
  const url = publicId(record.url);
  if (!savedBuildIdSchema.safeParse(id).success || typeof id !== 'string') return undefined;
  return url === undefined ? undefined : { id, url };
}

/** Reads a hand-over already parsed from JSON; null when it is not one. */
export function readHandedOverValue(value: unknown): HandedOverBuild | null {
  // Build data on its own, without a saved build around it.
  if (isJsonObject(value) && !('data' in value)) return { data: value };
  const record = parseBuildRecord(value);
  if (record === null) return null;
  const { data, buildName: title, buildGuide: guide, fields } = record;
  const { sharing, likes } = fields;
  const saved = savedIds(fields);
  const url = publicId(fields.url);
  const author = shortText(fields.username);
  const gameVersion = shortText(fields.game_version);
  return {
    data,
    ...(title !== undefined && title !== '' ? { title } : {}),
    ...(guide !== undefined ? { guide } : {}),
    ...(typeof sharing === 'string' ? { sharing } : {}),
    ...(typeof likes === 'number' && Number.isSafeInteger(likes) && likes >= 0 ? { likes } : {}),
    ...(saved ? { saved } : {}),
    ...(url !== undefined ? { url } : {}),
    ...(author !== undefined ? { author } : {}),
    ...(gameVersion !== undefined ? { gameVersion } : {}),
  };
}

/** Reads a hand-over's text; null when it is not one. */
export function parseHandedOverBuild(text: string | null): HandedOverBuild | null {
  if (text === null || text.trim() === '') return null;
  try {
    return readHandedOverValue(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Merges a hand-over's title, guide, listing and likes into its build data (the saved build's
 * own fields win over the copies inside its data).
 */
export function handedOverBuildData(handover: HandedOverBuild): unknown {
  const { data, title, guide, sharing, likes } = handover;
  if (!isJsonObject(data)) return data;
  return {
    ...data,
    ...(title !== undefined ? { buildTitle: title } : {}),
    ...(guide !== undefined ? { buildGuide: guide } : {}),
    ...(sharing !== undefined ? { buildSharing: sharing } : {}),
    ...(likes !== undefined ? { buildLikes: likes } : {}),
  };
}
