import { z } from 'zod';

/*
 * What moderation flagged in a text, as the desk highlights it: shared by the build queue
 * (./admin.ts) and the comment queue (./comments.ts).
 */

/** A flagged word in one field: character offsets into that field's text. */
const flaggedSpanSchema = z.strictObject({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});

/** One field moderation read (a build's or a comment's), with the spans it flagged. */
export const flaggedFieldSchema = z.strictObject({
  /** buildTitle, buildDescription, buildTags, buildTypeTags, buildGuide or comment. */
  field: z.string(),
  text: z.string(),
  spans: z.array(flaggedSpanSchema),
});
