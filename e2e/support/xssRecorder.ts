import type { BrowserContext, Page } from '@playwright/test';

/*
 * The XSS table's witness in Chromium. Every hostile string calls `__xss('<id>')`; the binding
 * records the call in the test process, whichever page or frame made it. Dialogs (alert, confirm,
 * prompt) count as executions too. The pages are browsed with the site's Content-Security-Policy
 * bypassed (the context's `bypassCSP`), so the table proves the escaping itself: with the CSP on,
 * an injected handler would be stopped by `script-src 'self'` and the table would prove only the
 * CSP. A CSP violation that still fires (a page whose policy is not bypassed) is recorded as
 * "blocked". Besides, a scan of each page's DOM finds markup a payload managed to inject even
 * if nothing ran: an inline handler, a `javascript:` address, a script or style carrying a payload.
 */

/** What the witness saw. */
export type FindingKind = 'executed' | 'dialog' | 'blocked' | 'injected' | 'page error';

/** One thing that must not happen, and where. */
export interface XssFinding {
  kind: FindingKind;
  place: string;
  detail: string;
}

/** Everything seen during a run, and the (payload, field, place) cells checked. */
export class XssLog {
  readonly findings: XssFinding[] = [];
  /** `payload|field|place` of every cell whose text was shown and watched. */
  readonly cells = new Set<string>();
  /** The place the pages are showing now (set before each visit). */
  place = 'setup';

  /** Records one finding at the current place. */
  add(kind: FindingKind, detail: string): void {
    this.findings.push({ kind, place: this.place, detail });
  }

  /** Counts a cell as checked: the payload's text in that field was shown at that place. */
  checked(payloadId: string, field: string, place: string): void {
    this.cells.add(`${payloadId}|${field}|${place}`);
  }

  /** Forgets every finding (after the witness's own check). */
  clear(): void {
    this.findings.splice(0);
  }

  /** The findings of one kind. */
  of(kind: FindingKind): XssFinding[] {
    return this.findings.filter((finding) => finding.kind === kind);
  }

  /** The table's figures: strings × fields × places, and the cells checked. */
  summary(): string {
    const split = [...this.cells].map((cell) => cell.split('|'));
    const distinct = (index: number) => new Set(split.map((parts) => parts[index])).size;
    const count = (kind: FindingKind) => this.of(kind).length;
    return (
      `XSS table: ${distinct(0)} hostile strings × ${distinct(1)} fields × ${distinct(2)} places, ` +
      `${this.cells.size} cells checked; executed ${count('executed') + count('dialog')}, ` +
      `blocked ${count('blocked')}, injected ${count('injected')}, page errors ${count('page error')}`
    );
  }
}

declare global {
  interface Window {
    __xss?: (id: unknown) => void;
    __xssReport?: (kind: string, detail: string) => Promise<void>;
  }
}

/** Installs the witness in a browser context: the recorder, the CSP listener, the dialogs. */
export async function watchContext(context: BrowserContext, log: XssLog): Promise<void> {
  await context.exposeBinding('__xssReport', (_source, kind: string, detail: string) => {
    log.add(kind === 'blocked' ? 'blocked' : 'executed', detail);
  });
  await context.addInitScript(() => {
    window.__xss = (id: unknown) => {
      void window.__xssReport?.('executed', `__xss(${String(id)}) at ${location.href}`);
    };
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.__xssReport?.(
        'blocked',
        `${event.violatedDirective}: ${event.sample || event.blockedURI} at ${location.href}`,
      );
    });
  });
  context.on('page', (page) => {
    watchPage(page, log);
  });
}

/** Records a page's dialogs and uncaught errors (dialogs are dismissed). */
function watchPage(page: Page, log: XssLog): void {
  page.on('dialog', (dialog) => {
    log.add('dialog', `${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => {
    log.add('page error', error.message);
  });
}

/**
 * Markup a payload injected into the page, whether or not it ran: inline event handlers (the
 * site sets none of its own), `javascript:`, `vbscript:` and scripting `data:` addresses, and any
 * other attribute, script or style carrying a payload's `__xss`. Text-carrying attributes
 * (titles, labels, form values, meta content) may hold a payload as text: that is escaping.
 */
export async function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const textAttributes = new Set([
      'title',
      'alt',
      'value',
      'placeholder',
      'content',
      'label',
      'download',
    ]);
    const urlAttributes = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'data',
      'xlink:href',
      'poster',
      'background',
      'srcdoc',
    ]);
    const scripting = /^(javascript|vbscript|data:text\/html|data:image\/svg)/;
    const describe = (element: Element, what: string) =>
      `<${element.tagName.toLowerCase()}> ${what}`.slice(0, 200);
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          const value = attribute.value;
          // eslint-disable-next-line no-control-regex -- browsers drop these inside a scheme
          const bare = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          if (name.startsWith('on')) found.push(describe(element, `${name}="${value}"`));
          else if (urlAttributes.has(name) && (scripting.test(bare) || name === 'srcdoc')) {
            found.push(describe(element, `${name}="${value}"`));
          } else if (
            value.includes('__xss') &&
            !textAttributes.has(name) &&
            !name.startsWith('aria-') &&
            !name.startsWith('data-') &&
            !urlAttributes.has(name)
          ) {
            found.push(describe(element, `${name}="${value}"`));
          }
        }
        const tag = element.tagName.toLowerCase();
        if (
          ['script', 'style', 'iframe', 'object', 'embed', 'base'].includes(tag) &&
          (element.textContent.includes('__xss') || element.outerHTML.includes('__xss'))
        ) {
          found.push(describe(element, element.outerHTML));
        }
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return found;
  });
}

/** The text a page shows (body and title), whitespace folded, to find a payload's text in it. */
export async function shownText(page: Page): Promise<string> {
  return page.evaluate(() =>
    `${document.title}\n${document.body.textContent}`.replace(/\s+/g, ' '),
  );
}

/** Whether `text` (whitespace folded) is in `shown`: the field's value reached the page. */
export function isShown(shown: string, text: string): boolean {
  const folded = text.replace(/\s+/g, ' ').trim();
  // Places that shorten long texts show at least their start.
  return shown.includes(folded) || shown.includes(folded.slice(0, 40));
}
