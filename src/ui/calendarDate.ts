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
 * A `YYYY-MM-DD` day as `October 6, 2026` (Intl's en-US long style in UTC), the same in every zone
 * and without a page's first Intl call, a long task. Anything else shows as it came.
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
