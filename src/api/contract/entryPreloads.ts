/**
 * A page whose chunks the HTML must not fetch beside itself (the planner: they competed with its
 * first paint) still names them, inside a `<template>` at the end of the body: the browser's
 * preload scanner skips a template's content, and the entry adds the links to the head itself,
 * a few per task (src/app/entryPreloads.ts). Vite's loader, importing the page next, finds them
 * there and adds none of its own: it added all twenty-odd in one task, 24-71 ms on this machine,
 * four times that on a phone (Lighthouse mobile).
 */

/** The id of the `<template>` carrying the page's preload links. */
export const ENTRY_PRELOADS_ELEMENT_ID = 'entry-preloads';

/** `links` (`<link rel="modulepreload">` tags) in the template the entry reads; none: nothing. */
export function entryPreloadsElement(links: string): string {
  return links ? `<template id="${ENTRY_PRELOADS_ELEMENT_ID}">${links}</template>` : '';
}
