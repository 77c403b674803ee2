import { useId } from 'react';
import type { ClassSummary } from '../../api/contract/gameCatalog';

/** A labelled dropdown of every class by name; choosing one reports its slug. */
export function ClassPicker({
  classes,
  value,
  onChange,
}: {
  classes: readonly ClassSummary[];
  value: string;
  onChange: (slug: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={id}
        className="text-xs font-semibold uppercase tracking-[0.2em] text-sand-300"
      >
        Choose a class
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          className="min-h-11 w-full appearance-none rounded-xl border border-sand-600 bg-sand-900 py-2 pr-10 pl-4 text-base text-sand-50 hover:border-spice-400 sm:w-64"
        >
          {classes.map((cls) => (
            <option key={cls.slug} value={cls.slug}>
              {cls.name}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-spice-300"
          fill="currentColor"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </div>
    </div>
  );
}
