/**
 * The look of the site's form fields: 16px text (no zoom on iOS), 44px tall, spice focus, a red
 * frame when the field is invalid and a quieter one when it is read-only.
 */
export const FIELD_CLASSES =
  'block min-h-11 w-full min-w-0 rounded-xl border border-sand-600 bg-sand-950/70 px-3.5 py-2.5 text-base text-sand-50 shadow-inner shadow-black/30 placeholder:text-sand-500 transition-colors hover:border-sand-500 focus-visible:border-spice-400 aria-invalid:border-danger-400 read-only:border-sand-700 read-only:bg-sand-900/60 read-only:text-sand-200 disabled:opacity-60 motion-reduce:transition-none';

/** A field's label. */
export const LABEL_CLASSES = 'block text-sm font-semibold tracking-wide text-sand-100';

/** The small text under a field (hints). */
export const HINT_CLASSES = 'text-sm leading-snug text-sand-300';

/** A field's error under it. */
export const ERROR_CLASSES = 'text-sm leading-snug font-medium text-danger-200';

/** The yellow warning under a field (spec §2 Login). */
export const WARNING_CLASSES = 'text-sm leading-snug font-medium text-amber-200';
