import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { toast, Toaster } from 'sonner';
import {
  type Notice,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toastSettings';

/**
 * The toasts' sonner side, loaded apart from the entry bundle (see toast.tsx): the toaster and
 * our own card for each toast.
 */

const KIND_STYLES: Record<Notice['kind'], { border: string; icon: string; label: string }> = {
  success: { border: 'border-emerald-500/70', icon: 'text-emerald-300', label: 'Success' },
  error: { border: 'border-red-500/70', icon: 'text-red-300', label: 'Error' },
};

function KindIcon({ kind }: { kind: Notice['kind'] }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`mt-0.5 size-5 shrink-0 ${KIND_STYLES[kind].icon}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9" />
      {kind === 'success' ? <path d="m8 12 3 3 5-6" /> : <path d="M12 7v6M12 16.5v.5" />}
    </svg>
  );
}

/** One toast: its text, a close button, and sideways swiping (touch or mouse) to dismiss. */
function ToastCard({ id, notice }: { id: string | number; notice: Notice }) {
  const [dismissed, setDismissed] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (!dismissed) return;
    // Gone from the screen at once; the toaster lets go of it after the removal delay.
    const timer = window.setTimeout(() => {
      toast.dismiss(id);
    }, TOAST_REMOVE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [dismissed, id]);

  if (dismissed) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    try {
      // Keeps the swipe when the finger leaves the card; a synthetic pointer has nothing to capture.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Swiping still works while the pointer stays on the card.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (Math.abs(offset) >= TOAST_SWIPE_THRESHOLD_PX) setDismissed(true);
    else setOffset(0);
  };

  const styles = KIND_STYLES[notice.kind];
  return (
    <div
      data-testid="toast"
      data-kind={notice.kind}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.2, 1 - Math.abs(offset) / 200) : undefined,
      }}
      className={`flex w-full touch-pan-y items-start gap-3 rounded-2xl border bg-sand-900/95 p-4 pr-3 text-sand-100 shadow-2xl shadow-black/60 backdrop-blur select-none ${styles.border}`}
    >
      <KindIcon kind={notice.kind} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-sand-50">
          <span className="sr-only">{styles.label}: </span>
          {notice.title}
        </p>
        {notice.description && (
          <p className="mt-1 text-sm leading-relaxed text-sand-200">{notice.description}</p>
        )}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => {
          setDismissed(true);
        }}
        className="-mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-sand-300 hover:bg-sand-800 hover:text-spice-200"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}

/** Shows a toast; with a limit of one, it replaces the one on screen. */
export function showToast(notice: Notice): void {
  toast.dismiss();
  toast.custom((id) => <ToastCard id={id} notice={notice} />, {
    duration: TOAST_DURATION_MS,
    // Swiping and closing are the card's own (the spec's threshold, not sonner's 45 px).
    dismissible: false,
    unstyled: true,
  });
}

/**
 * Where toasts appear. Bottom centre: in thumb reach on a phone (where sonner spans the width)
 * and clear of the header's menus on a desktop. `onMounted` says toasts can now be shown.
 */
export function ToastViewport({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <Toaster
      position="bottom-center"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      theme="dark"
      // The site reads left to right; unsaid, sonner reads the root's computed style for it, a
      // style recalculation in the task that mounts the toasts.
      dir="ltr"
      containerAriaLabel="Notifications"
      mobileOffset={{ bottom: 16, left: 12, right: 12 }}
    />
  );
}
