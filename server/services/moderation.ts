import { createHash } from 'node:crypto';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import type { Build } from '../../src/skills/buildSchema';

/**
 * Content moderation of what players write (DESIGN.md "Moderation"): the `obscenity` English
 * dataset with its recommended transformers, which catch the usual obfuscations (leetspeak,
 * look-alike letters, repeated letters) while its whitelist spares words like "Scunthorpe".
 * Share links refuse flagged content; saved builds will store it as Restricted.
 */

/**
 * Words of the game (and of the planner's own tags) that must never be flagged. "cockpit" is
 * matched by the dataset on purpose, but ornithopters have cockpits and guides talk about them.
 * "assassin" (the Assassin tag, the Assassination tree) and "arrakis" pass the dataset today;
 * they are listed so a dataset update cannot start flagging the game's own vocabulary.
 */
export const GAME_WORDS: readonly string[] = ['cockpit', 'assassin', 'arrakis'];

const dataset = englishDataset.build();

// Built once: compiling the dataset's patterns is the expensive part, matching is cheap.
const matcher = new RegExpMatcher({
  ...dataset,
  whitelistedTerms: [...(dataset.whitelistedTerms ?? []), ...GAME_WORDS],
  ...englishRecommendedTransformers,
});

/** Whether one text contains a word the dataset flags. */
export function isFlaggedText(text: string): boolean {
  return matcher.hasMatch(text);
}

/** Named texts to check: a field name and its text, or its list of texts (tags). */
export type ModerationFields = Readonly<Record<string, string | readonly string[]>>;

/**
 * The names of the fields whose text is flagged, in the order given; empty when all are clean.
 * Names, not the matched words: callers log them, and a log should not repeat the abuse.
 */
export function findFlaggedContent(fields: ModerationFields): string[] {
  return Object.entries(fields)
    .filter(([, value]) =>
      typeof value === 'string' ? isFlaggedText(value) : value.some(isFlaggedText),
    )
    .map(([name]) => name);
}

/** The player-written parts of a build: what moderation reads for links and saved builds. */
export function buildModerationFields(
  build: Pick<Build, 'buildTitle' | 'buildDescription' | 'buildTags' | 'buildTypeTags'>,
  buildGuide: string,
): ModerationFields {
  return {
    buildTitle: build.buildTitle,
    buildDescription: build.buildDescription,
    buildTags: build.buildTags,
    buildTypeTags: build.buildTypeTags,
    buildGuide,
  };
}

/** One flagged word's place in a text: `start` inclusive, `end` exclusive (as `slice` takes). */
export interface FlaggedSpan {
  start: number;
  end: number;
}

/** A field as moderators read it: its text (tags joined with ', ') and the flagged words in it. */
export interface FlaggedField {
  field: string;
  text: string;
  spans: FlaggedSpan[];
}

/** The separator tags are shown with on the desk; spans index into the joined text. */
const TAG_SEPARATOR = ', ';

/** A field's value as one text: a list of tags joined for display. */
export function fieldText(value: string | readonly string[]): string {
  return typeof value === 'string' ? value : value.join(TAG_SEPARATOR);
}

/**
 * Where the dataset's words are in `text`, in order, for highlighting on the desk. Each tag is
 * matched on its own in `findFlaggedContent`; matching the joined text finds the same words,
 * since the separator is no letter a word could run across.
 */
export function flaggedSpans(text: string): FlaggedSpan[] {
  const spans: FlaggedSpan[] = [];
  // Sorted by start; overlapping terms ("shit" in "bullshit") become one highlight.
  for (const match of matcher.getAllMatches(text, true)) {
    const span = { start: match.startIndex, end: match.endIndex + 1 };
    const last = spans.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else spans.push(span);
  }
  return spans;
}

/** Every field with its display text and spans; fields without a flagged word have no spans. */
export function flaggedFields(fields: ModerationFields): FlaggedField[] {
  return Object.entries(fields).map(([field, value]) => {
    const text = fieldText(value);
    return { field, text, spans: flaggedSpans(text) };
  });
}

/** What a moderator's decision covers: each flagged field's name and the hash of its text. */
export type ReviewedTexts = Readonly<Record<string, string>>;

function textHash(value: string | readonly string[]): string {
  // JSON keeps a list of tags apart from one text that happens to read the same joined.
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** The texts of the named fields as a decision records them (hashes: the record is no copy). */
export function reviewedTexts(fields: ModerationFields, names: readonly string[]): ReviewedTexts {
  const reviewed: Record<string, string> = {};
  for (const name of names) {
    const value = fields[name];
    if (value !== undefined) reviewed[name] = textHash(value);
  }
  return reviewed;
}

/**
 * Whether every flagged field still holds the text a moderator reviewed: such a save is not
 * queued again (a cleared false positive would otherwise come back on every save), while any
 * new flagged text is.
 */
export function isReviewed(
  fields: ModerationFields,
  flagged: readonly string[],
  reviewed: ReviewedTexts,
): boolean {
  return flagged.every((name) => {
    const value = fields[name];
    return value !== undefined && reviewed[name] === textHash(value);
  });
}
