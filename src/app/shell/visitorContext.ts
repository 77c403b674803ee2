import { hasAcceptedCookies, isEuropeanVisitor, type VisitorContext } from './cookieConsent';

/** The time zone, read once per page load (it does not change while the page is open). */
let timeZoneRead: Promise<string | undefined> | undefined;

/** The time zone as the page's own Intl gives it: the fallback where a worker cannot start. */
function timeZoneHere(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The browser's time zone, read in a worker: a page's first Intl call is a long task, kept off the
 * thread that answers taps. Where no worker starts (blocked, unsupported), the page reads it.
 */
function browserTimeZone(): Promise<string | undefined> {
  timeZoneRead ??= new Promise<string | undefined>((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./timeZone.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(timeZoneHere());
      return;
    }
    worker.onmessage = (event: MessageEvent<unknown>) => {
      worker.terminate();
      resolve(typeof event.data === 'string' ? event.data : undefined);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(timeZoneHere());
    };
  });
  return timeZoneRead;
}

/**
 * The current browser's context for the cookie rule. The time zone is read only when it can
 * change the answer: not for a visitor who accepted, nor one whose languages already say Europe.
 */
export async function browserVisitorContext(): Promise<VisitorContext> {
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  if (
    hasAcceptedCookies(document.cookie) ||
    isEuropeanVisitor({ languages, timeZone: undefined })
  ) {
    return { languages, timeZone: undefined, cookie: document.cookie };
  }
  const timeZone = await browserTimeZone();
  // The cookie is read after the wait: the visitor may have accepted meanwhile (another tab).
  return { languages, timeZone, cookie: document.cookie };
}
