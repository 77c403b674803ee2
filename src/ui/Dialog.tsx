import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * The site's one modal dialog: a native <dialog> opened with showModal(), so the page behind is
 * inert and the dialog sits in the top layer with no portal and no library. It is titled and
 * described for screen readers, keeps Tab inside, closes on Escape, a backdrop click or its close
 * button (unless `dismissible` is false, e.g. while busy), focuses the right element on open and
 * gives focus back on close. Phones get a full-width bottom sheet; wider screens a centred card.
 *
 * Children render only while open, so a dialog's form starts from its props every time it opens.
 */
export interface DialogProps {
  open: boolean;
  /** Asked for by Escape, the backdrop and the close button. */
  onClose: () => void;
  title: ReactNode;
  /** A short line under the title, read out with it (aria-describedby). */
  description?: ReactNode;
  /** A line under the title (chips, badges), part of neither the name nor the description. */
  meta?: ReactNode;
  children?: ReactNode;
  /** An alert that needs an answer (role="alertdialog"). */
  alert?: boolean;
  /** False while something runs: Escape, the backdrop and the close button then do nothing. */
  dismissible?: boolean;
  /**
   * Focused on open ('close': the ✕ button). Default, or when the ref is empty: the first
   * `[data-autofocus]` element, else the first control.
   */
  initialFocus?: RefObject<HTMLElement | null> | 'close';
  /** The card's width on wider screens (phones always get the full width). */
  size?: 'sm' | 'md' | 'lg';
  /** Hides the ✕ button (the dialog's own buttons close it). */
  hideCloseButton?: boolean;
  /** A decorative badge before the title (alerts, successes). */
  icon?: ReactNode;
}

const SIZES = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  description,
  meta,
  children,
  alert = false,
  dismissible = true,
  initialFocus,
  size = 'md',
  hideCloseButton = false,
  icon,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const pointerDownOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  // The latest callbacks, for the native listeners set up once.
  const latest = useRef({ onClose, dismissible });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible };
  });

  // Open as a modal before the first paint; close, unlock and give focus back on the way out
  // (a layout effect, so it runs while the element is still in the document).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement;
    const native = typeof dialog.showModal === 'function';
    if (native) dialog.showModal();
    else dialog.setAttribute('open', '');
    lockPageScroll();

    const target =
      (initialFocus === 'close' ? closeButtonRef.current : initialFocus?.current) ??
      contentRef.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      contentRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      closeButtonRef.current ??
      dialog;
    target.focus({ preventScroll: true });
    if (target instanceof HTMLInputElement && target.dataset.autofocus === 'select') {
      target.select();
    }

    let leaving = false;
    // The browser may close a modal on its own (a second Escape without a click between).
    const onNativeClose = () => {
      if (leaving) return;
      if (latest.current.dismissible) latest.current.onClose();
      else if (native) dialog.showModal();
    };
    dialog.addEventListener('close', onNativeClose);
    return () => {
      leaving = true;
      dialog.removeEventListener('close', onNativeClose);
      if (native && dialog.open) dialog.close();
      unlockPageScroll();
      if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected) {
        previouslyFocused.focus({ preventScroll: true });
      }
    };
    // Focus is placed once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const requestClose = () => {
    if (dismissible) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      // Handled here rather than by the browser's cancel, so every browser (and jsdom) agrees.
      event.preventDefault();
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.getClientRects().length > 0,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click closes only when it both started and ended on the backdrop, so selecting text in a
  // field and releasing outside does not throw the dialog away.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  };

  return (
    // The dialog element is the modal itself: Escape and backdrop clicks belong to it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      role={alert ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onPointerDown={onPointerDown}
      onClick={(event) => {
        if (event.target === event.currentTarget && pointerDownOnBackdrop.current) requestClose();
        pointerDownOnBackdrop.current = false;
      }}
      className={`fixed inset-0 mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-none flex-col overflow-hidden rounded-t-2xl border border-b-0 border-sand-600/80 bg-sand-900 text-sand-100 shadow-2xl shadow-black/70 transition-[translate,opacity] duration-200 ease-out backdrop:bg-sand-950/75 backdrop:backdrop-blur-[2px] open:flex starting:open:translate-y-6 starting:open:opacity-40 sm:m-auto sm:max-h-[min(88dvh,52rem)] sm:w-[calc(100%-2rem)] sm:rounded-2xl sm:border-b ${SIZES[size]}`}
    >
      <div
        aria-hidden="true"
        className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-sand-600 sm:hidden"
      />
      <header className="flex shrink-0 items-start gap-3 px-5 pt-4 pb-1.5 sm:px-6 sm:pt-5">
        {icon && (
          <span aria-hidden="true" className="shrink-0">
            {icon}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            className="font-display text-xl leading-tight font-semibold text-balance text-sand-50"
          >
            {title}
          </h2>
          {meta}
          {description && (
            <p id={descriptionId} className="mt-1.5 text-sm leading-relaxed text-sand-300">
              {description}
            </p>
          )}
        </div>
        {!hideCloseButton && (
          <button
            ref={closeButtonRef}
            type="button"
            aria-label="Close"
            disabled={!dismissible}
            onClick={requestClose}
            className="-mt-1.5 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-sand-300 transition-colors hover:bg-sand-800 hover:text-spice-200 disabled:cursor-not-allowed disabled:opacity-40 motion-reduce:transition-none"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-5 fill-none stroke-current stroke-2"
            >
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </header>
      <div
        ref={contentRef}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-1.5 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:px-6 sm:pb-6"
      >
        {children}
      </div>
    </dialog>
  );
}

/**
 * A dialog's buttons: stacked full width on phones (the main action on top, in thumb reach),
 * in a row on the right on wider screens. Stays in view while the dialog's content scrolls.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 -mx-5 mt-6 flex flex-col-reverse gap-3 border-t border-sand-700/70 bg-sand-900 px-5 pt-4 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6 *:w-full sm:*:w-auto">
      {children}
    </div>
  );
}

// Several dialogs may be open at once (an alert over a form): the page unlocks with the last.
let scrollLocks = 0;
let savedScrollStyle: { overflow: string; scrollbarGutter: string } | null = null;

function lockPageScroll(): void {
  scrollLocks += 1;
  if (scrollLocks > 1) return;
  const root = document.documentElement;
  savedScrollStyle = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
  // Keep the scrollbar's room so the page does not jump sideways while it is hidden.
  if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
  root.style.overflow = 'hidden';
}

function unlockPageScroll(): void {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks > 0 || !savedScrollStyle) return;
  const root = document.documentElement;
  root.style.overflow = savedScrollStyle.overflow;
  root.style.scrollbarGutter = savedScrollStyle.scrollbarGutter;
  savedScrollStyle = null;
}
