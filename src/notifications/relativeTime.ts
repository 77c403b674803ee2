import { formatUpdated } from '../builds/cards/cardText';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Past this, a notification shows its day rather than how long ago it came. */
const RELATIVE_DAYS = 7;

/** A count with its unit: '1 hour ago', '3 hours ago'. */
function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * How long before `now` (ms) the ISO time `iso` was, for a list read at a glance: 'just now',
 * '5 minutes ago', '3 hours ago', '2 days ago', then its day as the build cards write it
 * ('Nov 20, 2026'). Written by hand, as the site's dates are: a page's first Intl call is long.
 */
export function relativeTime(iso: string, now: number): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < RELATIVE_DAYS * DAY_MS) return ago(Math.floor(elapsed / DAY_MS), 'day');
  return formatUpdated(iso);
}

/** `2026-11-30T02:13:27.000Z` → `2026-11-30 02:13 UTC`: the exact time, as build history shows it. */
export function exactTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
