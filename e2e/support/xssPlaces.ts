import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { PLANNER_GATE_ELEMENT } from '../../server/http/plannerGate';
import type { HostileText } from './xssTexts';
import { injectedMarkup, isShown, shownText, type XssLog } from './xssRecorder';

/*
 * The places of the XSS table: each visit waits for the place's own sign that the texts are
 * there, gives an injected handler the time to fire (a broken image errors within a moment),
 * scans the DOM for injected markup and counts the cells whose text the place showed.
 */

/** How long an injected handler gets to fire once the place is shown. */
const SETTLE_MS = 200;

/** The PNG signature every PNG file starts with. */
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A run of the table: the browser page that visits, the log, and the texts a place missed. */
export interface XssRun {
  page: Page;
  log: XssLog;
  /** `field at place` for every text a place should have shown and did not. */
  missing: string[];
}

/** Records what a shown place holds: injected markup, and the cells of each text shown. */
async function scan(run: XssRun, place: string, texts: readonly HostileText[]): Promise<void> {
  await run.page.waitForTimeout(SETTLE_MS);
  for (const injected of await injectedMarkup(run.page)) run.log.add('injected', injected);
  const shown = await shownText(run.page);
  for (const text of texts) {
    if (text.payloads.length === 0) continue;
    if (!isShown(shown, text.shows)) {
      run.missing.push(`${text.field} at ${place}`);
      continue;
    }
    for (const payload of text.payloads) run.log.checked(payload.id, text.field, place);
  }
}

/**
 * Visits a place: `open` brings it up (a navigation or a click) and waits for its sign; then
 * the scan. The log names the place, so any execution while it opens is put down to it.
 */
export async function checkPlace(
  run: XssRun,
  place: string,
  texts: readonly HostileText[],
  open: () => Promise<void>,
): Promise<void> {
  run.log.place = place;
  await open();
  await scan(run, place, texts);
}

/** The `<meta>` tags of a page's HTML, as attribute maps (values decoded). */
function metaTags(html: string): Record<string, string>[] {
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<meta\s([^>]*)>/g)].map((match) => {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)) {
      attributes[attribute[1] ?? ''] = decode(attribute[2] ?? '');
    }
    return attributes;
  });
}

/**
 * A build page as a crawler reads it (no script): every `<meta>` tag is one well-formed tag
 * whose content holds the player's texts decoded, no raw payload is anywhere in the HTML, and
 * the page has the same scripts as the site's plain page. Answers the og:image address.
 */
export async function checkOgTags(
  request: APIRequestContext,
  run: XssRun,
  place: string,
  path: string,
  texts: readonly HostileText[],
): Promise<string> {
  run.log.place = place;
  const [answer, plain] = await Promise.all([request.get(path), request.get('/')]);
  expect(answer.status(), `${path} answers`).toBe(200);
  const html = await answer.text();
  // A page carries its served answers (the viewer's: its build) as inert JSON
  // (src/api/contract/servedAnswers.ts): that one element, whose text holds no `<`, is the page's
  // own, as is the planner's gate, exactly as the server writes it (server/http/plannerGate.ts);
  // any other script is counted.
  const ownData = /<script type="application\/json" id="served-answers">[^<]*<\/script>/;
  const scripts = (text: string) =>
    (
      text
        .replace(ownData, '')
        .replace(PLANNER_GATE_ELEMENT, '')
        .match(/<script\b/gi) ?? []
    ).length;
  expect(scripts(html), `the scripts of ${path}`).toBe(scripts(await plain.text()));
  const tags = metaTags(html);
  // Each <meta …> opened must close as the tag it is: an attribute breaker would add attributes.
  for (const tag of tags) {
    const names = Object.keys(tag);
    if (
      names.some((name) => !['name', 'property', 'content', 'charset', 'http-equiv'].includes(name))
    ) {
      run.log.add('injected', `a <meta> with ${names.join(', ')}`);
    }
    if (tag['http-equiv'] !== undefined && /javascript:|__xss/i.test(tag.content ?? '')) {
      run.log.add('injected', `<meta http-equiv> ${tag.content ?? ''}`);
    }
  }
  const contents = tags.map((tag) => tag.content ?? '').join('\n');
  for (const text of texts) {
    if (text.payloads.length === 0) continue;
    for (const payload of text.payloads) {
      if (/[<>"]/.test(payload.text) && html.includes(payload.text)) {
        run.log.add('injected', `${payload.id} raw in the HTML of ${path}`);
      }
    }
    if (!isShown(contents.replace(/\s+/g, ' '), text.shows)) {
      run.missing.push(`${text.field} at ${place}`);
      continue;
    }
    for (const payload of text.payloads) run.log.checked(payload.id, text.field, place);
  }
  const image = tags.find((tag) => tag.property === 'og:image')?.content;
  expect(image, `og:image of ${path}`).toBeTruthy();
  return image ?? '';
}

/** The link preview image: a PNG, whatever the texts drawn on it. */
export async function checkOgImage(
  request: APIRequestContext,
  run: XssRun,
  place: string,
  url: string,
  texts: readonly HostileText[],
): Promise<void> {
  const answer = await request.get(url);
  expect(answer.status(), `${url} answers`).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  expect((await answer.body()).subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)).toBe(true);
  for (const text of texts) {
    for (const payload of text.payloads) run.log.checked(payload.id, text.field, place);
  }
}

/**
 * A mail's HTML part: no payload in it raw, and opened in the watched browser (as a webmail
 * without its own sanitizer would show it) nothing runs and no markup is injected.
 */
export async function checkMailHtml(
  run: XssRun,
  place: string,
  html: string,
  texts: readonly HostileText[],
): Promise<void> {
  run.log.place = place;
  for (const text of texts) {
    for (const payload of text.payloads) {
      if (/[<>"']/.test(payload.text) && html.includes(payload.text)) {
        run.log.add('injected', `${payload.id} raw in the mail's HTML`);
      }
    }
  }
  await run.page.setContent(html, { waitUntil: 'load' });
  await scan(run, place, texts);
}
