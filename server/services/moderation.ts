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
