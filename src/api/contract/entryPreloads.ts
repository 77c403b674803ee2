/**
 * The planner's chunk links wait in a `<template>` the preload scanner skips (beside the HTML they
 * held up its first paint); the entry adds a few per task, so Vite's loader adds none in one go.
 */

/** The id of the `<template>` carrying the page's preload links. */
export const ENTRY_PRELOADS_ELEMENT_ID = 'entry-preloads';

/** `links` (`<link rel="modulepreload">` tags) in the template the entry reads; none: nothing. */
export function entryPreloadsElement(links: string): string {
  return links ? `<template id="${ENTRY_PRELOADS_ELEMENT_ID}">${links}</template>` : '';
}
