import type { ReactNode } from 'react';
import { useId } from 'react';

/**
 * A titled section of a build page (the planner's and the viewer's panels): a framed card whose
 * heading names it for assistive technology (a region landmark), with optional controls beside
 * the heading.
 */
export function Panel({
  title,
  actions,
  children,
  className = '',
  headingLevel = 2,
  testId,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
  testId?: string;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={`flex min-w-0 flex-col gap-3 rounded-2xl border border-sand-700/80 bg-sand-900/85 p-4 shadow-lg shadow-black/30 sm:p-5 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading
          id={headingId}
          className="font-display text-lg font-semibold tracking-wide text-sand-50"
        >
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Quiet text for a panel with nothing in it yet. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="text-sm text-sand-300 italic">{children}</p>;
}
