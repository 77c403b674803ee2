import { z } from 'zod';
import type { GameCatalog, ClassRef } from '../services/gameCatalog';
import { badRequest } from '../http/httpError';
import { quoteInput } from '../http/quoteInput';

/**
 * Schemas of the path parameters and query strings the game-data and build-link routes share.
 * Their messages echo what was sent, so a client sees what to fix.
 */

/** The largest id an `integer` column holds on both SQLite and PostgreSQL. */
const MAX_ID = 2_147_483_647;

/** A numeric id from the path, or undefined when it is not a positive whole number in range. */
function toId(raw: string): number | undefined {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined;
}

function idMessage(what: string, raw: string): string {
  return `${what} id must be a positive whole number (got ${quoteInput(raw)}).`;
}

/** A path parameter holding the numeric id of `what` (e.g. "Skill tree"). */
export function idParamSchema(what: string) {
  return z
    .string()
    .transform((raw, ctx) => {
      const id = toId(raw);
      if (id === undefined) ctx.addIssue({ code: 'custom', message: idMessage(what, raw) });
      return id ?? z.NEVER;
    })
    .meta({ description: `The ${what.toLowerCase()}'s numeric id.` });
}

/** The spec's `{slug or classId}`: digits are an id, anything else a slug. */
export const classRefParamSchema = z
  .string()
  .transform((raw, ctx): ClassRef => {
    if (!/^\d+$/.test(raw)) return { slug: raw };
    const id = toId(raw);
    if (id === undefined) ctx.addIssue({ code: 'custom', message: idMessage('Class', raw) });
    return id === undefined ? z.NEVER : { id };
  })
  .meta({ description: "The class's slug (e.g. `swordmaster`) or numeric id." });

/** Query string of every game-data route. A repeated key arrives as an array and is refused. */
export const versionQuerySchema = z.object({
  version: z
    .string({ error: 'Give the version query parameter only once.' })
    .optional()
    .meta({ description: 'A game data version id (`GET /api/game-versions`); default: current.' }),
});
export type VersionQuery = z.infer<typeof versionQuerySchema>;

/** `?version=` when given (it must be a known version), else the current version. */
export function resolveVersion(query: VersionQuery, catalog: GameCatalog): string {
  const requested = query.version;
  if (requested === undefined) return catalog.manifest.current;
  if (catalog.hasVersion(requested)) return requested;
  const known = catalog.manifest.versions.map((v) => v.id).join(', ');
  throw badRequest(`Unknown game version ${quoteInput(requested)}. Known versions: ${known}.`);
}
