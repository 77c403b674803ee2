/**
 * The build viewer's build written into its own page (issue 11, first screen on a phone): the
 * server already looks the build up for the link preview, so it hands the page the same public
 * answer `GET /api/saved-builds/{idOrUrl}` would give a visitor, and the page needs no API round
 * trip before it can paint the build's title. The answer sits in an inert
 * `<script type="application/json">` element, which browsers never run; the client reads and
 * validates it exactly as it validates the API's answer (src/viewer/pageSavedBuild.ts).
 */

/** The element's id; src/viewer/pageSavedBuild.ts reads the same one (a test holds them equal). */
export const PAGE_BUILD_ELEMENT_ID = 'viewer-build';

/** A JSON string literal: a quote, then escape pairs or other characters, then a quote. */
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

/**
 * JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), `>` or
 * `&` in the markup, and no U+2028/U+2029 line separators, each written as its `\u` escape,
 * which JSON.parse reads back as the same character. A quote inside a string is written
 * `\u0022` too, so no player's text puts a `"` in the page's HTML at all (checks that look for
 * an attribute breaker in the HTML find none). Titles and guides are players' own texts.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(JSON_STRING, (literal) =>
      // Escapes are read in pairs from the left, so an escaped backslash before a closing quote
      // stays as it is: only an escaped quote changes.
      literal.replace(/\\(.)/g, (pair, escaped: string) => (escaped === '"' ? '\\u0022' : pair)),
    )
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The inert element carrying `answer` (the saved build's public answer) for the viewer page. */
export function pageBuildScript(answer: unknown): string {
  return `<script type="application/json" id="${PAGE_BUILD_ELEMENT_ID}">${scriptSafeJson(answer)}</script>`;
}
