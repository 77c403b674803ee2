import type { ReactNode } from 'react';

const KINDS = {
  error: {
    frame: 'border-danger-400/60 bg-danger-950/50 text-danger-200',
    icon: 'M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z',
  },
  success: {
    frame: 'border-ibad-400/60 bg-ibad-500/15 text-ibad-300',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z',
  },
  warning: {
    frame: 'border-amber-400/60 bg-amber-950/40 text-amber-200',
    icon: 'M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z',
  },
} as const;

/** What a form message says: a failure, a success or a caution. */
export type FormMessageKind = keyof typeof KINDS;

/**
 * A form's outcome in a framed callout. Errors are alerts (read at once); successes and
 * warnings are polite status messages. Nothing is drawn without children, so a form can
 * always render it and pass the current message.
 */
export function FormMessage({ kind, children }: { kind: FormMessageKind; children?: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  const { frame, icon } = KINDS[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm leading-relaxed ${frame}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d={icon} />
      </svg>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** A form's failure (role alert). */
export function FormError({ children }: { children?: ReactNode }) {
  return <FormMessage kind="error">{children}</FormMessage>;
}

/** A form's success (role status). */
export function FormSuccess({ children }: { children?: ReactNode }) {
  return <FormMessage kind="success">{children}</FormMessage>;
}
