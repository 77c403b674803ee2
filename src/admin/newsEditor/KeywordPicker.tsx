import { NEWS_FILTERS } from '../../api/contract/newsTexts';
import { Checkbox } from '../../ui/form/Checkbox';
import { ERROR_CLASSES } from '../../ui/form/fieldStyles';

/**
 * The keywords of an item, ticked per filter list (Content Type, Content Source, Content Topic)
 * so each keyword is one /news's filters know.
 */
export function KeywordPicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (keywords: string[]) => void;
  error?: string | undefined;
}) {
  const toggle = (keyword: string, on: boolean) => {
    onChange(on ? [...value, keyword] : value.filter((known) => known !== keyword));
  };
  return (
    <fieldset aria-invalid={error ? true : undefined} className="flex flex-col gap-3">
      <legend className="text-sm font-semibold tracking-wide text-sand-100">Keywords</legend>
      {NEWS_FILTERS.map((filter) => (
        <fieldset key={filter.param} className="flex flex-col">
          <legend className="text-sm text-sand-300">{filter.label}</legend>
          <div className="flex flex-wrap gap-x-4">
            {filter.options.map((option) => (
              <Checkbox
                key={option}
                label={option}
                checked={value.includes(option)}
                onChange={(event) => {
                  toggle(option, event.target.checked);
                }}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div aria-live="polite">{error ? <p className={ERROR_CLASSES}>{error}</p> : null}</div>
    </fieldset>
  );
}
