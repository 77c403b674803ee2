import type { NewsItem } from '../../api/contract/news';
import { NEWS_FILTERS } from '../../api/contract/newsTexts';

/**
 * The news filters (spec §4 News filtering) and their place in the address: one repeated
 * parameter per selected value (`?type=Video&type=Stream&topic=Patch`), so a filtered list can
 * be shared and Back undoes the last change.
 */

/** A filter's URL parameter: `type`, `source` or `topic`. */
export type NewsFilterParam = (typeof NEWS_FILTERS)[number]['param'];

/** The selected values of each filter. */
export type NewsSelection = Readonly<Record<NewsFilterParam, readonly string[]>>;

/** Nothing selected: every item shows. */
export const NO_NEWS_SELECTION: NewsSelection = { type: [], source: [], topic: [] };

/**
 * The selection an address asks for. Values a filter does not offer are dropped, and each kept
 * value appears once, in the filter's own order.
 */
export function selectionFromParams(params: URLSearchParams): NewsSelection {
  const selection: Record<NewsFilterParam, string[]> = { type: [], source: [], topic: [] };
  for (const filter of NEWS_FILTERS) {
    const asked = new Set(params.getAll(filter.param));
    selection[filter.param] = filter.options.filter((option) => asked.has(option));
  }
  return selection;
}

/** The address's parameters for a selection; other parameters in `base` are kept. */
export function paramsForSelection(
  selection: NewsSelection,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const filter of NEWS_FILTERS) {
    params.delete(filter.param);
    for (const value of selection[filter.param]) params.append(filter.param, value);
  }
  return params;
}

/** True when at least one value is selected. */
export function hasSelection(selection: NewsSelection): boolean {
  return NEWS_FILTERS.some((filter) => selection[filter.param].length > 0);
}

/** The selection with `value` of `param` switched on or off. */
export function toggleValue(
  selection: NewsSelection,
  param: NewsFilterParam,
  value: string,
): NewsSelection {
  const current = selection[param];
  const next = current.includes(value)
    ? current.filter((selected) => selected !== value)
    : [...current, value];
  return { ...selection, [param]: next };
}

/**
 * The items to show (spec §4): all of them with nothing selected, otherwise those whose keywords
 * match at least one selected value of any filter (OR across and within filters).
 */
export function filterNews(items: readonly NewsItem[], selection: NewsSelection): NewsItem[] {
  if (!hasSelection(selection)) return [...items];
  const wanted = new Set(NEWS_FILTERS.flatMap((filter) => selection[filter.param]));
  return items.filter((item) => item.keywords.some((keyword) => wanted.has(keyword)));
}
