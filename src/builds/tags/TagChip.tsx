/**
 * A tag as a checkbox chip: a real checkbox (hidden but focusable) inside a 44px-tall label,
 * with a tick box, a spice fill when chosen and the site's focus ring when reached by keyboard.
 */
export function TagChip({
  label,
  checked,
  disabled,
  describedBy,
  onToggle,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  /** Why it is disabled, when it is. */
  describedBy?: string;
  onToggle: () => void;
}) {
  const tone = checked
    ? 'border-spice-400 bg-spice-950/70 text-spice-100 shadow-sm shadow-spice-900/40'
    : 'border-sand-600 bg-sand-800/50 text-sand-200';
  const interaction = disabled
    ? 'cursor-not-allowed opacity-45'
    : 'cursor-pointer hover:border-spice-300 hover:text-spice-100';
  return (
    <label
      className={`inline-flex min-h-11 items-center gap-2.5 rounded-full border py-2 pr-4 pl-2.5 text-sm font-medium transition-colors select-none has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ibad-300 motion-reduce:transition-none ${tone} ${interaction}`}
    >
      <input
        type="checkbox"
        className="sr-only"
        checked={checked}
        disabled={disabled}
        aria-describedby={disabled ? describedBy : undefined}
        onChange={onToggle}
      />
      <span
        aria-hidden="true"
        className={`inline-flex size-5 shrink-0 items-center justify-center rounded-md border ${
          checked ? 'border-spice-300 bg-spice-400 text-sand-950' : 'border-sand-500 bg-sand-950/60'
        }`}
      >
        {checked && (
          <svg viewBox="0 0 16 16" className="size-3.5 fill-none stroke-current stroke-[2.5]">
            <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
      </span>
      {label}
    </label>
  );
}
