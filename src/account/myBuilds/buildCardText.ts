import type { SavedBuildSharing } from '../../api/contract/savedBuilds';
import { formatWhen } from '../account/formatWhen';

/** What a card shows for a time the build does not have (spec §2 My builds: 'N/A'). */
const NOT_AVAILABLE = 'N/A';

/** A build's time in the player's locale, like the Account page's, or 'N/A' when missing. */
export function formatBuildTime(iso: string | null, locale?: string): string {
  if (iso === null || Number.isNaN(new Date(iso).getTime())) return NOT_AVAILABLE;
  return formatWhen(iso, locale);
}

/**
 * The label of a card's like count (spec §2): only a Public build collects likes from other
 * players, so only there are they 'public likes'. The count stands beside the label, so the
 * spec's words read right for any number.
 */
export function likesLabel(sharing: SavedBuildSharing): string {
  return sharing === 'Public' ? 'public likes' : 'likes';
}

/** Who can see a build with each listing, in one line under its sharing status. */
export const SHARING_NOTES: Readonly<Record<SavedBuildSharing, string>> = {
  Public: 'Listed in Community Builds.',
  Private: 'Only you can see it.',
  Restricted:
    'Flagged by moderation: only you can see it. Remove any offensive language and contact an admin through the Feedback page.',
};
