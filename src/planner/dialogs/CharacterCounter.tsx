/**
 * A text field's counter, e.g. "12/64". The visible count describes the field (read on focus);
 * a polite live region speaks up only near the limit, so typing is not narrated key by key.
 */
export function CharacterCounter({
  id,
  text,
  length,
  max,
}: {
  /** The id the field points at with aria-describedby. */
  id: string;
  /** What the counter shows (the engine's counter text where it has one). */
  text: string;
  length: number;
  max: number;
}) {
  const remaining = Math.max(0, max - length);
  const nearLimit = remaining <= Math.max(10, Math.round(max * 0.05));
  let announcement = '';
  if (remaining === 0) announcement = `Limit reached: ${max} characters.`;
  else if (nearLimit) announcement = `${remaining} characters left.`;
  return (
    <>
      <span
        id={id}
        className={`shrink-0 text-xs tabular-nums ${
          remaining === 0 ? 'font-semibold text-spice-300' : 'text-sand-400'
        }`}
      >
        {text}
      </span>
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
