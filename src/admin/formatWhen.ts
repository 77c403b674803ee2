const WHEN_FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * An ISO time as the desk shows it, in UTC so every moderator reads the same moment (e.g.
 * `Nov 20, 2026, 6:05 PM UTC`); the text given back unchanged when it is not a time.
 */
export function formatWhen(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : `${WHEN_FORMAT.format(time)} UTC`;
}
