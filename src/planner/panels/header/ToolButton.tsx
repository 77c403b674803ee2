import type { ReactNode } from 'react';

/** A 24-unit stroke icon beside a button's label. */
export function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0 fill-none stroke-current"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export const ICONS = {
  edit: 'M4 20h4L18.5 9.5a2.1 2.1 0 0 0-3-3L5 17v3ZM13.5 6.5l3 3',
  tag: 'M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Zm5-4.5h.01',
  export: 'M12 3v12m0 0 4-4m-4 4-4-4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  import: 'M12 15V3m0 0 4 4m-4-4L8 7M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  save: 'M5 3h11l3 3v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm2 0v5h8V3M7 21v-7h10v7',
  load: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  redo: 'm15 14 5-5-5-5m5 5H9a5 5 0 0 0 0 10h3',
  reset: 'M12 5v14M5 12h14',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  respec: 'M7 4 3 8l4 4M3 8h14m0 12 4-4-4-4m4 4H7',
  compare: 'M4 4h6v16H4V4Zm10 0h6v16h-6V4Z',
} as const;

/** What a header button does, and the hover, focus or touch that preloads what it opens. */
interface ToolButtonProps {
  icon: keyof typeof ICONS;
  children: ReactNode;
  onClick?: () => void;
  /** Hover, focus or touch: the moment to start loading what the click needs. */
  onIntent?: () => void;
  disabled?: boolean;
  title?: string;
  shortcut?: string;
  primary?: boolean;
}

/**
 * One of the header's always-shown actions: icon over a short label on phones (a row of
 * touch-sized buttons), icon beside it from small screens up.
 */
export function ToolButton({
  icon,
  children,
  onClick,
  onIntent,
  disabled = false,
  title,
  shortcut,
  primary = false,
}: ToolButtonProps) {
  return (
    <button
      type="button"
      disabled={disabled}
      title={title}
      aria-keyshortcuts={shortcut}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      className={`inline-flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-xl px-1.5 py-1 text-xs font-semibold tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-50 sm:min-h-10 sm:flex-row sm:gap-2 sm:px-3 sm:text-sm motion-reduce:transition-none ${
        primary
          ? 'bg-spice-400 text-sand-950 shadow-md shadow-spice-900/40 hover:bg-spice-300 active:bg-spice-500'
          : 'border border-sand-600 bg-sand-800/70 text-sand-100 enabled:hover:border-spice-400 enabled:hover:text-spice-200'
      }`}
    >
      <Icon d={ICONS[icon]} />
      {children}
    </button>
  );
}

/** One action in the header's menu: a full-width row with its icon. */
export function MenuActionButton({
  icon,
  children,
  onClick,
  onIntent,
  disabled = false,
  title,
}: Omit<ToolButtonProps, 'shortcut' | 'primary'>) {
  return (
    <button
      type="button"
      disabled={disabled}
      title={title}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      className="flex min-h-11 w-full items-center gap-2.5 rounded-lg px-3 text-left text-sm font-semibold text-sand-100 enabled:hover:bg-sand-800 enabled:hover:text-spice-200 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <Icon d={ICONS[icon]} />
      {children}
    </button>
  );
}
