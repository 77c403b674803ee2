// Reads the visitor's time zone (e.g. 'Europe/Berlin') off the main thread: a page's first use of
// Intl builds its locale data in one long task, which here blocks no tap.
let timeZone: string | null = null;
try {
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
} catch {
  timeZone = null;
}
postMessage(timeZone);
