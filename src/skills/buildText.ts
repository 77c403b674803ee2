/**
 * The build's texts (spec §5): title, description and guide limits and defaults. Lengths are
 * counted in UTF-16 code units, as a browser's `maxLength` and zod's `max` count them, so the
 * form, the import and the server agree on the same limit.
 */

export const BUILD_TITLE_MAX = 64;
export const BUILD_DESCRIPTION_MAX = 256;
export const BUILD_GUIDE_MAX = 4000;
export const DEFAULT_BUILD_TITLE = 'Build Title';
export const DEFAULT_BUILD_DESCRIPTION = 'Build description';

/** The title to store for what the player typed: cut to 64, the default when left blank. */
export function normalizeBuildTitle(text: string): string {
  const title = text.slice(0, BUILD_TITLE_MAX);
  return title.trim() === '' ? DEFAULT_BUILD_TITLE : title;
}

/** The description to store for what the player typed: cut to 256, the default when blank. */
export function normalizeBuildDescription(text: string): string {
  const description = text.slice(0, BUILD_DESCRIPTION_MAX);
  return description.trim() === '' ? DEFAULT_BUILD_DESCRIPTION : description;
}

/** The guide to store: cut to 4000. */
export function normalizeBuildGuide(text: string): string {
  return text.slice(0, BUILD_GUIDE_MAX);
}

/** What the guide's counter shows, e.g. "12/4000". */
export function guideCounter(text: string): string {
  return `${text.length}/${BUILD_GUIDE_MAX}`;
}

/** Problems with a build's texts, in words a player understands (empty when all fit). */
export function buildTextProblems(texts: {
  buildTitle: string;
  buildDescription: string;
  buildGuide: string;
}): string[] {
  const problems: string[] = [];
  if (texts.buildTitle.trim() === '') problems.push('The build title must not be empty.');
  if (texts.buildTitle.length > BUILD_TITLE_MAX) {
    problems.push(`The build title must be at most ${BUILD_TITLE_MAX} characters.`);
  }
  if (texts.buildDescription.length > BUILD_DESCRIPTION_MAX) {
    problems.push(`The build description must be at most ${BUILD_DESCRIPTION_MAX} characters.`);
  }
  if (texts.buildGuide.length > BUILD_GUIDE_MAX) {
    problems.push(`The build guide must be at most ${BUILD_GUIDE_MAX} characters.`);
  }
  return problems;
}
