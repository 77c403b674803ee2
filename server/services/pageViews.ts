import type { PageViews } from '../../src/api/contract/admin';
import { PAGE_ROUTES } from '../../src/app/routes';
import { startFlusher, type FlushOptions } from '../counters/flusher';
import type { PageViewRepository, PageViewsTable } from '../repositories/pageViewRepository';
import { DAY_MS, MINUTE_MS } from './secrets';
import type { Throttle, ThrottleRule } from './throttle';

/**
 * First-party page views: the client reports each page it shows as its route pattern, and the
 * server adds one to that page's count for the day (UTC). Only the patterns of the site's page
 * table count, so the table cannot fill with made-up pages. No address is stored with the
 * counts. A view is counted in memory and written with the others about once a second, and on
 * close, so no request waits on a database write; the per-address limit that keeps a script
 * from inflating the counts cheaply lives in the request counters (memory, Redis or batched).
 */

/** Page views one client address may report in a minute: far above a person reading. */
export const PAGE_VIEWS_PER_ADDRESS_PER_MINUTE = 60;

/** What the client reads when it reports too fast. */
export const PAGE_VIEWS_TOO_MANY = 'Too many page views from your network.';

/** The route patterns that are counted: every page of src/app/routes.ts but the 404 catch-all. */
const COUNTED_PAGES: ReadonlySet<string> = new Set(
  PAGE_ROUTES.map((route) => route.path).filter((path) => path !== '*'),
);

/** What a report did; the route maps it to a status code. */
type PageViewOutcome = 'counted' | 'unknown-page';

/** Counts views and reports them for the desk. */
export interface PageViewService {
  /** Counts one view of `page` from `address`; throws `TooManyRequestsError` over the limit. */
  record(page: string, address: string): Promise<PageViewOutcome>;
  /** The last `days` UTC days up to today, every day present (zero-filled). */
  report(days: number): Promise<PageViews>;
  /** Writes the views still in memory and stops the timer; the server calls it on close. */
  close(): Promise<void>;
}

export interface PageViewServiceDeps {
  repository: PageViewRepository;
  /** The counters of the per-address limit (never a database write per view). */
  throttle: Pick<Throttle, 'hit'>;
  /** How often the counts are written, and where a failed write is reported. */
  flush: FlushOptions;
  now?: () => Date;
  perAddressPerMinute?: number;
}

/** YYYY-MM-DD of a time, in UTC. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Every UTC day of the `days` ending on `now`'s day, oldest first. */
export function dayRange(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => utcDay(today - (days - 1 - i) * DAY_MS));
}

/** The per-address limit as a throttle rule (one-minute fixed windows). */
function pageViewRule(max: number): ThrottleRule {
  return { name: 'page-views', windowMs: MINUTE_MS, max, message: PAGE_VIEWS_TOO_MANY };
}

/** The page-view service over its repository. */
export function createPageViewService({
  repository,
  throttle,
  flush,
  now = () => new Date(),
  perAddressPerMinute = PAGE_VIEWS_PER_ADDRESS_PER_MINUTE,
}: PageViewServiceDeps): PageViewService {
  const rule = pageViewRule(perAddressPerMinute);
  /** Views counted here and not yet written, by day and page. */
  let pending = new Map<string, PageViewsTable>();
  const flusher = startFlusher(
    'Page views',
    async () => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      try {
        await repository.addCounts([...batch.values()]);
      } catch (error) {
        // Put back, added to whatever arrived meanwhile: nothing counted is lost.
        for (const [key, row] of batch) add(key, row.page, row.day, row.count);
        throw error;
      }
    },
    flush,
  );
  function add(key: string, page: string, day: string, count: number): void {
    const row = pending.get(key);
    if (row) row.count += count;
    else pending.set(key, { page, day, count });
  }
  return {
    async record(page, address) {
      await throttle.hit(rule, address);
      if (!COUNTED_PAGES.has(page)) return 'unknown-page';
      const day = utcDay(now().getTime());
      add(`${day}\n${page}`, page, day, 1);
      return 'counted';
    },
    close: () => flusher.close(),
    async report(days) {
      const range = dayRange(now(), days);
      const first = range[0] ?? '';
      const last = range[range.length - 1] ?? '';
      const index = new Map(range.map((day, i) => [day, i]));
      const series = new Map<string, number[]>();
      const written = await repository.between(first, last);
      // This process's views not yet written count too (read after the rows: never twice).
      for (const row of [...written, ...pending.values()]) {
        const at = index.get(row.day);
        if (at === undefined) continue;
        const counts = series.get(row.page) ?? range.map(() => 0);
        counts[at] = (counts[at] ?? 0) + row.count;
        series.set(row.page, counts);
      }
      const total = (counts: number[]) => counts.reduce((sum, n) => sum + n, 0);
      const pages = [...series]
        .map(([page, counts]) => ({ page, counts }))
        .sort((a, b) => total(b.counts) - total(a.counts) || a.page.localeCompare(b.page));
      return { days: range, pages };
    },
  };
}
