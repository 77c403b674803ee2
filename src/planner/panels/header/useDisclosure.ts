import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A disclosure's state and wiring (a button showing and hiding a panel of controls): Escape
 * closes it and puts focus back on the button; a press outside, or focus leaving it, closes it.
 */
export function useDisclosure<Root extends HTMLElement, Button extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<Button>(null);
  const panelId = useId();

  /** Closes the panel and moves focus to its button, so a dialog opened next returns there. */
  const closeToButton = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closeToButton();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, closeToButton]);

  return {
    open,
    toggle: () => {
      setOpen((was) => !was);
    },
    closeToButton,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': panelId,
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
