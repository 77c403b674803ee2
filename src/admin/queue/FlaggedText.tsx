import type { ReactNode } from 'react';

/** One flagged span: character offsets into the field's text. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Splits `text` at its flagged spans, in order, overlapping or out-of-range spans clamped, so
 * each flagged word can be drawn highlighted.
 */
export function splitAtSpans(
  text: string,
  spans: readonly Span[],
): { text: string; flagged: boolean }[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const parts: { text: string; flagged: boolean }[] = [];
  let at = 0;
  for (const span of sorted) {
    const start = Math.max(at, Math.min(span.start, text.length));
    const end = Math.max(start, Math.min(span.end, text.length));
    if (start > at) parts.push({ text: text.slice(at, start), flagged: false });
    if (end > start) parts.push({ text: text.slice(start, end), flagged: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), flagged: false });
  return parts;
}

/** A field's text with the words moderation flagged in <mark>. */
export function FlaggedText({ text, spans }: { text: string; spans: readonly Span[] }) {
  const parts: ReactNode[] = splitAtSpans(text, spans).map((part, index) =>
    part.flagged ? (
      <mark key={index} className="rounded bg-danger-400/30 px-0.5 text-sand-50">
        {part.text}
      </mark>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
  return <span className="whitespace-pre-line break-words">{parts}</span>;
}
