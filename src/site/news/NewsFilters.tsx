import { NEWS_FILTERS, NEWS_TEXTS } from '../../api/contract/newsTexts';
import { Button } from '../../ui/Button';
import { hasSelection, type NewsFilterParam, type NewsSelection } from './newsFilters';

/** The words after a filter's name when values are chosen: `2 selected`. */
function selectedLabel(count: number): string {
  return count === 0 ? '' : `${count} selected`;
}

/**
 * One multi-select filter: a disclosure (native `<details>`, keyboard- and reader-friendly
 * without script) holding a group of checkboxes named by the filter.
 */
function NewsFilterGroup({
  param,
  label,
  options,
  selected,
  onToggle,
}: {
  param: NewsFilterParam;
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (param: NewsFilterParam, value: string) => void;
}) {
  return (
    <details className="group rounded-xl border border-sand-700 bg-sand-900/80 open:border-spice-600/70">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-2 text-sm font-semibold text-sand-100 focus-visible:outline-2 focus-visible:outline-spice-400 [&::-webkit-details-marker]:hidden">
        <span>{label}</span>
        <span className="flex items-center gap-2 text-xs font-medium text-spice-300">
          {selectedLabel(selected.length)}
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      <fieldset aria-label={label} className="px-4 pt-1 pb-4">
        <ul className="grid grid-cols-2 gap-x-3 gap-y-1">
          {options.map((option) => (
            <li key={option}>
              <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-sand-200 hover:text-spice-200">
                <input
                  type="checkbox"
                  name={param}
                  value={option}
                  checked={selected.includes(option)}
                  onChange={() => {
                    onToggle(param, option);
                  }}
                  className="size-4 accent-spice-400"
                />
                {option}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}

/**
 * The three filters of /news (spec §2, §3 option lists) and 'Clear Filters', which empties all
 * three. Props only: the page keeps the selection in the address.
 */
export function NewsFilters({
  selection,
  onToggle,
  onClear,
}: {
  selection: NewsSelection;
  onToggle: (param: NewsFilterParam, value: string) => void;
  onClear: () => void;
}) {
  return (
    <section aria-label="Filters" className="mb-8 grid gap-3 md:grid-cols-[1fr_1fr_1fr_auto]">
      {NEWS_FILTERS.map((filter) => (
        <NewsFilterGroup
          key={filter.param}
          param={filter.param}
          label={filter.label}
          options={filter.options}
          selected={selection[filter.param]}
          onToggle={onToggle}
        />
      ))}
      <Button
        variant="secondary"
        onClick={onClear}
        disabled={!hasSelection(selection)}
        className="self-start"
      >
        {NEWS_TEXTS.clearFilters}
      </Button>
    </section>
  );
}
