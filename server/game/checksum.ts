import { createHash } from 'node:crypto';
import type { GameData } from '../../src/skills/gameData';

/** JSON with object keys sorted at every level, so formatting or key order never changes it. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256 (hex) of a version's validated files: equal checksums mean equal data. */
export function gameFilesSha256(data: GameData): string {
  const files = { classes: data.classes, trees: data.trees, skills: data.skills };
  return createHash('sha256').update(canonicalJson(files)).digest('hex');
}
