import type { Build } from './buildSchema';

/**
 * Saved builds' listing (spec §4 "Build sharing", §9): who may see a saved build, what the owner
 * may choose, and how saved builds are told apart by name. The planner, My Builds and the server
 * all decide with these functions, so the selector never offers what the server would refuse.
 */

/** Saved builds per account (spec §9). */
export const SAVED_BUILD_LIMIT = 10;

/** The listings an owner can choose; Restricted is set by moderation only. */
export const CHOSEN_LISTINGS = ['Private', 'Public'] as const;
export type ChosenListing = (typeof CHOSEN_LISTINGS)[number];

/** How a saved build is listed: what the owner chose, or Restricted by moderation. */
export type Listing = ChosenListing | 'Restricted';

/** The spec's listing notes (§4), shown under the selector for the chosen listing. */
export const LISTING_NOTES: Readonly<Record<ChosenListing, string>> = {
  Private: 'Your build will not be listed publicly',
  Public: 'Your build and handle will appear in public searches once saved.',
};

/**
 * What the disabled selector says for a Restricted build (spec §4: remove offensive language and
 * contact an admin via the Feedback page).
 */
export const RESTRICTED_LISTING_MESSAGE =
  'Some content of this build was flagged by moderation, so it is Restricted: only you can see it. Remove any offensive language, save it again, and contact an admin through the Feedback page to have it reviewed.';

/** Why the selector is disabled for an imported build. */
export const IMPORTED_LISTING_MESSAGE =
  'An imported build cannot be listed. Save it to your builds first, under a name of your own.';

/** The listing a build's sharing is shown as: Exported and unknown values read as Private. */
export function shownListing(sharing: unknown): Listing {
  return sharing === 'Public' || sharing === 'Restricted' ? sharing : 'Private';
}

/** Whether the owner may pick a listing for this build, and if not, the sentence that says why. */
export function listingChoice(
  build: Pick<Build, 'buildSharing'>,
  imported: boolean,
): { enabled: true } | { enabled: false; reason: string } {
  if (shownListing(build.buildSharing) === 'Restricted') {
    return { enabled: false, reason: RESTRICTED_LISTING_MESSAGE };
  }
  if (imported) return { enabled: false, reason: IMPORTED_LISTING_MESSAGE };
  return { enabled: true };
}

/**
 * The build listed as the owner chose. A refused choice (a Restricted build, a value the owner
 * cannot choose, the listing it already has) returns the very same build.
 */
export function withChosenListing(build: Build, listing: string): Build {
  if (listing !== 'Private' && listing !== 'Public') return build;
  if (shownListing(build.buildSharing) === 'Restricted') return build;
  if (build.buildSharing === listing) return build;
  return { ...build, buildSharing: listing };
}

/**
 * The listing the server stores for a save. Moderation's flag and an earlier restriction win over
 * anything the client sends (a Restricted build stays so until a moderator clears it); the
 * client may only choose Public or Private, and anything else it sends counts as Private.
 */
export function storedListing(input: {
  requested: unknown;
  flagged: boolean;
  previous: Listing | null;
}): { listing: Listing; chosen: ChosenListing } {
  const chosen: ChosenListing = input.requested === 'Public' ? 'Public' : 'Private';
  const restricted = input.flagged || input.previous === 'Restricted';
  return { listing: restricted ? 'Restricted' : chosen, chosen };
}

/**
 * The key that makes two build names the same name for one account: trimmed, Unicode-normalised
 * and lower-cased, so "Sniper" and "sniper " cannot be two saved builds that look alike.
 */
export function buildNameKey(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase();
}

/** Whether a list of saved build names holds this title (by `buildNameKey`). */
export function hasBuildNamed(names: readonly string[], title: string): boolean {
  const key = buildNameKey(title);
  return names.some((name) => buildNameKey(name) === key);
}

/**
 * Whether the planner shows the imported-build notice (spec §4 "Import"): for an imported build,
 * unless the logged-in player already has a saved build with the same name.
 */
export function showsImportedNotice(
  imported: boolean,
  title: string,
  savedNames: readonly string[] | null,
): boolean {
  if (!imported) return false;
  return savedNames === null || !hasBuildNamed(savedNames, title);
}

/**
 * Whether saving this title would need a new slot when the account is full: true when the
 * account holds the limit and none of its builds has the name (a same-named save overwrites).
 */
export function saveNeedsFreeSlot(
  savedNames: readonly string[],
  title: string,
  limit: number = SAVED_BUILD_LIMIT,
): boolean {
  return savedNames.length >= limit && !hasBuildNamed(savedNames, title);
}
