/**
 * The server's build records (spec §3): a build link and a saved build's full form carry the
 * build as `data` (an object, or the same object as a JSON string), its title as `build_name`
 * and its guide as `build_guide`. One reader for all of them, so a shared link, a hand-over and
 * a saved build opened in the viewer are understood alike.
 */

/** A build record as read: `data` parsed but not yet checked against game data. */
export interface BuildRecord {
  /** The build data, parsed from JSON text when it came as a string. */
  data: unknown;
  /** `build_name`, when the record has it as text. */
  buildName?: string;
  /** `build_guide`, when the record has it as text. */
  buildGuide?: string;
  /** The whole record, for the fields only some records carry (url, sharing, likes, id …). */
  fields: Readonly<Record<string, unknown>>;
}

/** Whether a value is a JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reads a build record. Null when it is not a JSON object or its `data` is text that is not
 * JSON: either way there is no build in it to check.
 */
export function parseBuildRecord(value: unknown): BuildRecord | null {
  if (!isJsonObject(value)) return null;
  let data: unknown = value.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const { build_name: buildName, build_guide: buildGuide } = value;
  return {
    data,
    ...(typeof buildName === 'string' ? { buildName } : {}),
    ...(typeof buildGuide === 'string' ? { buildGuide } : {}),
    fields: value,
  };
}
