const CHEVRONS = {
  up: 'm6 15 6-6 6 6',
  down: 'm6 9 6 6 6-6',
  left: 'm15 6-6 6 6 6',
  right: 'm9 6 6 6-6 6',
} as const;

/** A square, touch-sized icon button with a chevron: stepping between trees or search matches. */
export function ChevronButton({
  direction,
  label,
  onClick,
  disabled = false,
}: {
  direction: keyof typeof CHEVRONS;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-sand-600 bg-sand-900 text-sand-100 hover:border-spice-400 active:bg-sand-800 disabled:opacity-40 print:hidden"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 fill-none stroke-current"
        strokeWidth="2.2"
      >
        <path d={CHEVRONS[direction]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
