import { formatUpdated } from '../../builds/cards/cardText';

/** What the author page says. */
export const AUTHOR_TEXTS = {
  /** The title's section when the account is unknown or deleted. */
  notFoundTitle: 'User Not Found',
  backToCommunity: 'Browse Community Builds',
  buildsHeading: 'Public Builds',
  collectionsHeading: 'Collections',
  loadingCollections: 'Loading collections…',
} as const;

/** 'Joined {date}': when the account was created, as a day in the player's time zone. */
export function joinedText(joinedAt: string, timeZone?: 'UTC'): string {
  return `Joined ${formatUpdated(joinedAt, timeZone)}`;
}

/** The empty list's line: '{username} has no public builds yet.' */
export function noBuildsText(username: string): string {
  return `${username} has no public builds yet.`;
}

/** A count with its word: '1 public build', '3 public builds'. */
export function publicBuildsText(count: number): string {
  return `${count} public ${count === 1 ? 'build' : 'builds'}`;
}

/** The collections' empty line: '{username} has no public collections yet.' */
export function noCollectionsText(username: string): string {
  return `${username} has no public collections yet.`;
}

/** The collections list's accessible name: "Chani's collections". */
export function collectionsLabel(username: string): string {
  return `${username}'s collections`;
}
