/** What the account page shows for a time the account does not have yet (spec §2). */
const NEVER = 'Never';

/** A date and time in the player's locale, or 'Never' when missing or unreadable. */
export function formatWhen(iso: string | null, locale?: string): string {
  if (iso === null) return NEVER;
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return NEVER;
  return when.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A date (no time) in the player's locale, or 'Never' when missing or unreadable. */
export function formatDay(iso: string | null, locale?: string): string {
  if (iso === null) return NEVER;
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return NEVER;
  return when.toLocaleDateString(locale, { dateStyle: 'long' });
}
