/** The look of the dialogs' text fields: 16px text (no zoom on iOS), 44px tall, spice focus. */
export const FIELD_CLASSES =
  'block min-h-11 w-full rounded-xl border border-sand-600 bg-sand-950/70 px-3.5 py-2.5 text-base text-sand-50 shadow-inner shadow-black/30 placeholder:text-sand-500 transition-colors hover:border-sand-500 focus-visible:border-spice-400 read-only:text-sand-200 motion-reduce:transition-none';

/** A field's label. */
export const LABEL_CLASSES = 'block text-sm font-semibold tracking-wide text-sand-100';
