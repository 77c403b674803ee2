/** The months as the site writes them (English, as every text of the site). */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A calendar day given as `YYYY-MM-DD` (a news item's, a release's, the privacy policy's date),
 * written `October 6, 2026`: the same day in every time zone, and the same text as
 * `Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })` gives
 * (tests/components/calendarDate.test.ts), without the first use of Intl building its locale data:
 * 90-140 ms on a 4x-throttled CPU (measured in Chromium), in the render of a news list or the
 * About page. Anything that is not such a day shows as it came.
 */
export function calendarDateLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const name = MONTHS[month - 1];
  // A day the month does not have (February 30) is not a day.
  if (!name || new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return date;
  return `${name} ${day}, ${year}`;
}
