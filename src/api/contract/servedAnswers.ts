/**
 * A page's served answers: the API's own answers to the GETs its first screen reads, keyed by
 * the very paths its hooks ask (the SWR keys), as the server answered an anonymous visitor while
 * it sent the page (server/pages/servedAnswers.ts). The browser hands them to SWR as its
 * `fallback`, so the first render is the server's and asks for nothing.
 */
export type ServedAnswers = Readonly<Record<string, unknown>>;

/**
 * A page module's data keys (src/app/routes.ts `PageModule.dataKeys`): the API GETs its first
 * screen reads at an address (its route params and query), as the very paths its hooks ask.
 */
export type PageDataKeys = (
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
) => readonly string[];

/** `GET /api/site-config`: the site's third-party scripts, read by the shell on every page. */
export const SITE_CONFIG_PATH = '/api/site-config';

/** `GET /api/bot-check`: which bot-check the forms use, readied by every form on load. */
export const BOT_CHECK_CONFIG_PATH = '/api/bot-check';

/** What every page is served with besides its own data keys: what its shell reads. */
export const SITE_ANSWER_KEYS: readonly string[] = [SITE_CONFIG_PATH, BOT_CHECK_CONFIG_PATH];

/** The id of the element that carries a page's served answers in its HTML. */
export const SERVED_ANSWERS_ELEMENT_ID = 'served-answers';

/** A JSON string literal: a quote, then escape pairs or other characters, then a quote. */
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

/**
 * JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), `>` or
 * `&` in the markup, and no U+2028/U+2029 line separators, each written as its `\u` escape,
 * which JSON.parse reads back as the same character. A quote inside a string is written
 * `\u0022` too, so no player's text puts a `"` in the page's HTML at all (checks that look for
 * an attribute breaker in the HTML find none). Titles, guides and news are people's own texts.
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

/**
 * The `<script type="application/json">` element carrying `{ fallback: answers }` in a page's
 * HTML: a data block the browser never runs, written by `scriptSafeJson`, so no text in it can
 * close the element.
 */
export function servedAnswersElement(answers: ServedAnswers): string {
  return `<script type="application/json" id="${SERVED_ANSWERS_ELEMENT_ID}">${scriptSafeJson({ fallback: answers })}</script>`;
}

/** Whether `value` is a JSON object (not null, not an array). */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Takes the served answers out of `doc`'s HTML, once, as the app starts; none when there are
 * none or they cannot be read (the page then asks the API, as without them). The element goes
 * with them: it describes the page as served, and nothing reads it again.
 */
export function takeServedAnswers(doc: Document): ServedAnswers {
  const element = doc.getElementById(SERVED_ANSWERS_ELEMENT_ID);
  const text = element?.textContent;
  element?.remove();
  if (!text) return {};
  try {
    const block = JSON.parse(text) as unknown;
    return isObject(block) && isObject(block.fallback) ? block.fallback : {};
  } catch {
    return {};
  }
}
