import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Props of one of Home's sections. */
interface HomeSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: string;
  /** Where the whole list is, and what the link says. */
  more: { to: string; label: string };
  children: ReactNode;
}

/** A section of Home: its heading and line, a link to the full page, and its content. */
export function HomeSection({ id, title, intro, more, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className="mb-14">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id={id} className="font-display text-2xl font-semibold text-sand-50">
            {title}
          </h2>
          <p className="mt-1 text-sm text-sand-300">{intro}</p>
        </div>
        <Link
          to={more.to}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-spice-300 underline-offset-4 hover:text-spice-200 hover:underline focus-visible:underline"
        >
          {more.label}
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </div>
      {children}
    </section>
  );
}
