/**
 * The few moves that leave the single-page app on purpose, in one place so component tests can
 * watch them (jsdom cannot reload or navigate a document).
 */

/** Reloads the page, so every cached read starts again (spec §4: after an email change). */
export function reloadPage(): void {
  window.location.reload();
}

/** Loads `path` as a fresh document (spec §4: after deleting the account, "goes to / and reloads"). */
export function loadPage(path: string): void {
  window.location.assign(path);
}
