import { z } from 'zod';
import { buildSchema } from '../../skills/buildSchema';
import { visibleLine } from '../../skills/visibleText';
import { REVISION_NOTE_MAX, REVISION_TEXTS } from './buildRevisionsTexts';

/**
 * Revisions of a saved build: the history list, one revision's build, and the restore's body,
 * shared by the server (route schemas, OpenAPI) and the client (typed calls).
 */

const isoTime = z.string().meta({ description: 'ISO 8601 UTC time' });

/** The optional note a save or a restore keeps with its revision (one line). */
export const revisionNoteSchema = z
  .string()
  .overwrite(visibleLine)
  .trim()
  .max(REVISION_NOTE_MAX, REVISION_TEXTS.noteTooLong);

/** One revision as the history lists it. */
const buildRevisionSummarySchema = z.strictObject({
  /** 1 for the first save; numbers are never reused, so a thinned history has gaps. */
  number: z.number().int().min(1),
  saved_at: isoTime,
  /** Who saved it; 'anonymous' once that account is deleted. */
  username: z.string(),
  /** The game data version the build was checked against when saved. */
  game_version: z.string(),
  note: z.string().nullable(),
});
export type BuildRevisionSummary = z.infer<typeof buildRevisionSummarySchema>;

/** `GET /api/saved-builds/{idOrUrl}/revisions`: newest first, at most 100. */
export const buildRevisionsResponseSchema = z.strictObject({
  revisions: z.array(buildRevisionSummarySchema).max(100),
});
export type BuildRevisions = z.infer<typeof buildRevisionsResponseSchema>;

/** `GET /api/saved-builds/{idOrUrl}/revisions/{number}`: the revision with its build. */
export const buildRevisionSchema = buildRevisionSummarySchema.extend({
  build_name: z.string(),
  build_guide: z.string(),
  data: buildSchema,
});
export type BuildRevision = z.infer<typeof buildRevisionSchema>;

/** `POST /api/saved-builds/{idOrUrl}/revisions/{number}/restore`: an optional note. */
export const restoreRevisionRequestSchema = z
  .object({ revision_note: revisionNoteSchema.optional() })
  .nullish();
export type RestoreRevisionRequest = z.infer<typeof restoreRevisionRequestSchema>;
