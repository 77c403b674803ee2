import { useEffect, useId, useRef, useState } from 'react';
import type { SlotOption } from '../../skills/activeSlots';

/**
 * One active slot's dropdown (spec §4 "Active slots"): None and the build's taken skills of the
 * slot's type; a skill held by another slot is greyed and cannot be chosen; the slot's own skill
 * is marked '(current)', and choosing it again clears the slot. A listbox rather than a native
 * select, because a select cannot report choosing the current item again.
 */
export interface SlotPickerProps {
  /** "Ability slot 1". */
  label: string;
  /** The skill in the slot, or null. */
  value: string | null;
  options: readonly SlotOption[];
  onChoose: (skillId: number | null) => void;
}

export function SlotPicker({ label, value, options, onChoose }: SlotPickerProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (i: number) => `${baseId}-option-${i}`;

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const openList = () => {
    const current = options.findIndex((option) => option.current);
    setActive(current >= 0 ? current : 0);
    setOpen(true);
  };

  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const choose = (option: SlotOption | undefined) => {
    if (!option || option.unavailable) return;
    onChoose(option.skillId);
    close();
  };

  const onListKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => Math.min(options.length - 1, i + 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(0, i - 1));
        return;
      case 'Home':
        event.preventDefault();
        setActive(0);
        return;
      case 'End':
        event.preventDefault();
        setActive(options.length - 1);
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(options[active]);
        return;
      case 'Escape':
        event.preventDefault();
        close();
        return;
      case 'Tab':
        close(false);
        return;
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <span id={`${baseId}-label`} className="mb-1 block text-xs font-medium text-sand-300">
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${baseId}-label ${baseId}-value`}
        className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border px-3 text-left text-sm transition-colors ${
          value
            ? 'border-spice-600/70 bg-spice-950/40 font-semibold text-spice-100 hover:border-spice-400'
            : 'border-dashed border-sand-600 bg-sand-950/60 text-sand-300 hover:border-spice-400'
        }`}
        onClick={() => {
          if (open) close();
          else openList();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openList();
          }
        }}
      >
        <span id={`${baseId}-value`} className="truncate">
          {value ?? 'Empty'}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 shrink-0 fill-current transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={label}
          aria-activedescendant={optionId(active)}
          onKeyDown={onListKeyDown}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-xl border border-sand-600 bg-sand-900 p-1 shadow-xl shadow-black/50 outline-none"
        >
          {options.map((option, i) => (
            // The listbox owns the keyboard (aria-activedescendant); options take pointer input.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.skillId ?? 'none'}
              id={optionId(i)}
              role="option"
              aria-selected={option.current}
              aria-disabled={option.unavailable || undefined}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-lg px-3 text-sm ${
                i === active ? 'bg-sand-700/80' : ''
              } ${
                option.unavailable
                  ? 'cursor-not-allowed text-sand-400 line-through decoration-sand-500'
                  : option.current
                    ? 'font-semibold text-spice-200'
                    : 'text-sand-100'
              }`}
              onPointerMove={() => {
                if (i !== active) setActive(i);
              }}
              onClick={() => {
                choose(option);
              }}
            >
              <span className="truncate">{option.label}</span>
              {option.unavailable && <span className="text-xs no-underline">in use</span>}
            </li>
          ))}
          {options.length === 1 && (
            <li role="presentation" className="px-3 py-2 text-xs text-sand-300">
              Take skills of this type in the trees to fill the slot.
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
