import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';

type CardProps<T extends ElementType> = {
  as?: T;
  /** Lifts the card on hover or when a link inside it has focus. */
  interactive?: boolean;
  className?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, 'as' | 'className' | 'children'>;

/** A framed panel on the dark sand background. */
export function Card<T extends ElementType = 'div'>({
  as,
  interactive = false,
  className = '',
  children,
  ...rest
}: CardProps<T>) {
  const Component: ElementType = as ?? 'div';
  const base =
    'relative rounded-2xl border border-sand-700/80 bg-sand-900/85 shadow-lg shadow-black/30 backdrop-blur-sm';
  const hover = interactive
    ? 'transition duration-200 hover:-translate-y-0.5 hover:border-spice-500/70 hover:shadow-spice-900/40 focus-within:border-spice-400 motion-reduce:transition-none motion-reduce:hover:translate-y-0'
    : '';
  return (
    <Component className={`${base} ${hover} ${className}`} {...rest}>
      {children}
    </Component>
  );
}
