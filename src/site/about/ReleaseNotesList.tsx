import { useId } from 'react';
import { calendarDateLabel } from '../../ui/calendarDate';
import type { ReleaseNote } from './releaseNotes';

/** Formats an ISO date (2024-06-07) as "June 7, 2024", the same in every time zone. */
export function formatReleaseDate(date: string): string {
  return calendarDateLabel(date);
}

/** A release's "What changed" note: a sentence and the names it is about, as chips. */
function WhatChanged({ summary, items }: NonNullable<ReleaseNote['whatChanged']>) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border border-sand-700 bg-sand-900/60 p-4"
    >
      <h4 id={headingId} className="text-sm font-semibold tracking-wide text-spice-200">
        What changed
      </h4>
      <p className="mt-1 text-sm text-sand-300">{summary}</p>
      <ul className="mt-3 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full border border-sand-600 px-2.5 py-0.5 text-sm text-sand-100"
          >
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Release notes as a timeline, in the order given (newest first). */
export function ReleaseNotesList({ notes }: { notes: readonly ReleaseNote[] }) {
  return (
    <ol className="relative flex flex-col gap-8 border-l border-sand-700 pl-6">
      {notes.map((note) => (
        <li key={note.date} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[31px] size-3 rounded-full border-2 border-spice-400 bg-sand-950"
          />
          <h3 className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-3">
            <time
              dateTime={note.date}
              className="text-sm font-semibold tracking-wide text-spice-300"
            >
              {formatReleaseDate(note.date)}
            </time>
            <span className="font-display text-lg font-semibold text-sand-50">{note.title}</span>
          </h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sand-200 marker:text-sand-500">
            {note.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
          {note.whatChanged && <WhatChanged {...note.whatChanged} />}
        </li>
      ))}
    </ol>
  );
}
