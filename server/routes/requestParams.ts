import type { GameManifest } from '../../src/skills/gameData';
import { badRequest } from '../http/httpError';

/** Query string of every game-data route. Repeated keys arrive as arrays. */
export interface VersionQuery {
  version?: string | string[];
}

/** User input echoed in a message: quoted, and bounded so the answer stays small. */
export function quoteInput(raw: string): string {
  return JSON.stringify(raw.length > 60 ? `${raw.slice(0, 57)}...` : raw);
}

/** The largest id an `integer` column holds on both SQLite and PostgreSQL. */
const MAX_ID = 2_147_483_647;

/** Parses a numeric id from the path, or answers 400 saying what was expected. */
export function parseId(raw: string, what: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
    throw badRequest(`${what} id must be a positive whole number (got ${quoteInput(raw)}).`);
  }
  return id;
}

export function isNumeric(raw: string): boolean {
  return /^\d+$/.test(raw);
}

/** `?version=` when given (it must be a known version), else the manifest's current version. */
export function resolveVersion(query: VersionQuery, manifest: GameManifest): string {
  const requested = query.version;
  if (requested === undefined) return manifest.current;
  if (Array.isArray(requested)) throw badRequest('Give the version query parameter only once.');
  if (manifest.versions.some((v) => v.id === requested)) return requested;
  const known = manifest.versions.map((v) => v.id).join(', ');
  throw badRequest(`Unknown game version ${quoteInput(requested)}. Known versions: ${known}.`);
}
