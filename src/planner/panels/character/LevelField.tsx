import { useId, useState } from 'react';

export interface LevelFieldProps {
  label: string;
  /** The value in force (the store's). */
  value: number;
  min: number;
  max: number;
  /** A whole number within the bounds the player typed or stepped to. */
  onCommit: (value: number) => void;
}

const STEPPER =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-sand-700 bg-sand-950/60 text-lg font-semibold text-sand-100 hover:border-spice-400 hover:text-spice-200 disabled:cursor-not-allowed disabled:opacity-40';

/** Whether a typed text is a whole number within the bounds. */
function isWithin(text: string, min: number, max: number): boolean {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * A labelled number with touch-sized steppers. What is typed stays in the field and reaches the
 * build on Enter or on leaving the field, and only as a whole number within the bounds: anything
 * else says why inline, and the build keeps its last good value.
 */
export function LevelField({ label, value, min, max, onCommit }: LevelFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState<string | null>(null);
  const [rejected, setRejected] = useState(false);
  const invalid = draft === null ? rejected : !isWithin(draft, min, max);
  const name = label.toLowerCase();

  const commit = () => {
    if (draft === null) return;
    if (isWithin(draft, min, max)) onCommit(Number(draft));
    else setRejected(true);
    setDraft(null);
  };

  const step = (delta: 1 | -1) => {
    setDraft(null);
    setRejected(false);
    onCommit(Math.min(max, Math.max(min, value + delta)));
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-sand-200">
        {label}
      </label>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={STEPPER}
          aria-label={`Lower ${name}`}
          disabled={value <= min}
          onClick={() => {
            step(-1);
          }}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          enterKeyHint="done"
          min={min}
          max={max}
          step={1}
          value={draft ?? String(value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          className="h-11 w-20 min-w-0 rounded-lg border border-sand-700 bg-sand-950 px-2 text-center text-base text-sand-50 tabular-nums aria-invalid:border-danger-400"
          onChange={(event) => {
            setDraft(event.target.value);
            setRejected(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          onBlur={commit}
        />
        <button
          type="button"
          className={STEPPER}
          aria-label={`Raise ${name}`}
          disabled={value >= max}
          onClick={() => {
            step(1);
          }}
        >
          +
        </button>
      </div>
      {invalid && (
        <p id={errorId} className="text-xs text-danger-200">
          Enter a whole number from {min} to {max}; the {name} stays {value}.
        </p>
      )}
    </div>
  );
}
