import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';

/**
 * The frame of the login, register and recovery pages: one narrow card with the page's h1,
 * a line saying what the page is for, the form, and links to the neighbouring pages below.
 */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links to the other account pages (forgot password, register, back to login). */
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md">
      <Card className="px-4 py-6 sm:px-8 sm:py-8">
        <h1 className="font-display text-3xl font-semibold tracking-wide text-sand-50">{title}</h1>
        {intro && <p className="mt-2 text-sm leading-relaxed text-sand-300">{intro}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 flex flex-col items-start gap-x-6 border-t border-sand-700/70 pt-4 text-sm text-sand-300 sm:flex-row sm:flex-wrap">
            {footer}
          </div>
        )}
      </Card>
    </div>
  );
}
