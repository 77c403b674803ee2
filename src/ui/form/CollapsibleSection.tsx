import { useId, useState, type ReactNode } from 'react';

/** Props of a section whose body opens and closes under its heading. */
export interface CollapsibleSectionProps {
  title: string;
  /** A line under the title, shown while closed too. */
  summary?: ReactNode;
  /** Open at first (default closed). */
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * A section that opens and closes: its heading holds a 44px button with aria-expanded, which
 * controls the body. The body stays mounted while closed (hidden), so a half-typed form
 * survives closing and reopening.
 */
export function CollapsibleSection({
  title,
  summary,
  defaultOpen = false,
  children,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className="rounded-2xl border border-sand-700/80 bg-sand-900/70">
      <h2 className="font-display text-lg font-semibold text-sand-50">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            setOpen((value) => !value);
          }}
          className="flex min-h-11 w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left transition-colors hover:text-spice-200 motion-reduce:transition-none sm:px-5"
        >
          <span>{title}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`size-5 shrink-0 fill-none stroke-current stroke-2 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          >
            <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h2>
      {summary && <div className="px-4 pb-3 text-sm text-sand-300 sm:px-5">{summary}</div>}
      <div id={bodyId} hidden={!open} className="border-t border-sand-700/70 px-4 py-4 sm:px-5">
        {children}
      </div>
    </section>
  );
}
