import type { PageViews } from '../../api/contract/admin';
import { type DeskLoad, DeskLoadState } from '../deskLoad';
import { ViewsSparkline } from './ViewsSparkline';

const CELL = 'p-3';

/** The views of every page over the range, and the busiest day's count across pages. */
function pageTotals(views: PageViews): { page: string; total: number; counts: number[] }[] {
  return views.pages.map(({ page, counts }) => ({
    page,
    counts,
    total: counts.reduce((sum, count) => sum + count, 0),
  }));
}

/**
 * Page views of the last 30 days: per page (most viewed first) its total and a bar chart of its
 * days, all charts on one scale; the day-by-day numbers as a table under a disclosure, the
 * charts' accessible alternative.
 */
export function PageViewsView({ load }: { load: DeskLoad<PageViews> }) {
  if (load.kind !== 'ready') return <DeskLoadState load={load} />;
  const views = load.data;
  const totals = pageTotals(views);
  if (totals.length === 0) {
    return <p className="py-8 text-center text-sand-300">No page views counted in these days.</p>;
  }
  const max = Math.max(0, ...totals.flatMap(({ counts }) => counts));
  const first = views.days[0] ?? '';
  const last = views.days.at(-1) ?? '';
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-sand-300">
        Views per page from {first} to {last} (UTC days), counted without cookies.
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable by keyboard */}
      <div className="overflow-x-auto rounded-2xl border border-sand-700" tabIndex={0}>
        <table className="w-full text-left text-sm text-sand-200">
          <caption className="sr-only">
            Views per page over the last {views.days.length} days
          </caption>
          <thead className="bg-sand-900 text-sand-100">
            <tr>
              <th scope="col" className={CELL}>
                Page
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                Views
              </th>
              <th scope="col" className={`${CELL} w-1/2`}>
                <span className="sr-only">Chart</span>
                <span aria-hidden="true">By day</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.map(({ page, total, counts }) => (
              <tr key={page} className="border-t border-sand-800">
                <th scope="row" className={`${CELL} font-mono font-normal break-all`}>
                  {page}
                </th>
                <td className={`${CELL} text-right tabular-nums`}>{total}</td>
                <td className={CELL}>
                  <ViewsSparkline counts={counts} max={max} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="rounded-2xl border border-sand-700 p-3 text-sm text-sand-200">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-sand-100">
          Views by day (table)
        </summary>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable by keyboard */}
        <div className="mt-3 overflow-x-auto" tabIndex={0}>
          <table className="text-left tabular-nums">
            <caption className="sr-only">Views per page and day</caption>
            <thead>
              <tr>
                <th scope="col" className="p-2">
                  Day
                </th>
                {totals.map(({ page }) => (
                  <th key={page} scope="col" className="p-2 font-mono whitespace-nowrap">
                    {page}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {views.days.map((day, index) => (
                <tr key={day} className="border-t border-sand-800">
                  <th scope="row" className="p-2 font-normal whitespace-nowrap">
                    {day}
                  </th>
                  {totals.map(({ page, counts }) => (
                    <td key={page} className="p-2 text-right">
                      {counts[index] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
