import type { ReactNode } from 'react';

/** A page's h1 with an optional small label above it and intro text below it. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8 max-w-3xl">
      {eyebrow ? (
        <p className="mb-2 text-xs font-semibold uppercase tracking-[0.25em] text-spice-300">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="font-display text-3xl font-semibold tracking-wide text-sand-50 sm:text-4xl">
        {title}
      </h1>
      {children ? (
        <div className="mt-4 text-base leading-relaxed text-sand-300">{children}</div>
      ) : null}
    </header>
  );
}
