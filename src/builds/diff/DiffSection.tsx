import type { ReactNode } from 'react';
import { useId } from 'react';
import { MINUS } from './diffText';

/** How a line of the diff changed: its symbol and its word, so colour is never the only sign. */
export type ChangeKind = 'added' | 'removed' | 'changed';

const MARKS: Record<ChangeKind, { symbol: string; word: string; className: string }> = {
  added: { symbol: '+', word: 'Added', className: 'border-ibad-500 text-ibad-300' },
  removed: { symbol: MINUS, word: 'Removed', className: 'border-danger-400 text-danger-200' },
  changed: { symbol: '→', word: 'Changed', className: 'border-spice-600 text-spice-200' },
};

/** The symbol and word of a change, e.g. "+ Added", as a small label. */
export function ChangeMark({ kind }: { kind: ChangeKind }) {
  const mark = MARKS[kind];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs font-semibold ${mark.className}`}
    >
      <span aria-hidden="true">{mark.symbol}</span>
      {mark.word}
    </span>
  );
}

/** One part of the diff under its own heading, a region named by it. */
export function DiffSection({
  title,
  headingLevel,
  children,
}: {
  title: string;
  headingLevel: 2 | 3;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <Heading
        id={headingId}
        className="text-xs font-semibold tracking-[0.2em] text-spice-300 uppercase"
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A value before and after: "A → B", the arrow read out as "to". */
export function FromTo({ from, to }: { from: ReactNode; to: ReactNode }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <span>{from}</span>
      <span aria-hidden="true" className="text-sand-400">
        →
      </span>
      <span className="sr-only">to</span>
      <span className="font-semibold text-sand-50">{to}</span>
    </span>
  );
}
