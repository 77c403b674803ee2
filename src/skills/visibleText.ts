/**
 * Text a player typed, made safe to show to others: NFKC-normalised (full-width and other
 * compatibility forms fold to their plain letters), then without invisible and bidi control
 * characters (Unicode format characters: zero-width spaces and joiners, direction overrides
 * and isolates, the byte-order mark, the soft hyphen), which could hide or reorder what a
 * reader sees. Other control characters go too. Pure and idempotent, so the forms, the import
 * and the server agree.
 */

function normalized(text: string): string {
  return text.normalize('NFKC').replace(/\r\n?/g, '\n');
}

/** A one-line text (a title): line breaks and tabs become spaces. */
export function visibleLine(text: string): string {
  return normalized(text)
    .replace(/[\n\t\v\f\u0085\u2028\u2029]/g, ' ')
    .replace(/[\p{Cf}\p{Cs}\p{Cc}]/gu, '');
}

/** A text that may span lines (a description, a guide, feedback): keeps line breaks and tabs. */
export function visibleMultiline(text: string): string {
  return normalized(text).replace(/[\p{Cf}\p{Cs}]|(?![\n\t])\p{Cc}/gu, '');
}
