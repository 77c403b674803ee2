import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-spice-400 text-sand-950 shadow-md shadow-spice-900/40 hover:bg-spice-300 active:bg-spice-500',
  secondary:
    'border border-sand-600 bg-sand-800/70 text-sand-100 hover:border-spice-400 hover:text-spice-200',
  ghost: 'text-sand-200 hover:bg-sand-800 hover:text-spice-200',
};

/** Classes of a button-looking control, shared by buttons and links. */
function buttonClasses(variant: ButtonVariant = 'primary', className = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-sm font-semibold tracking-wide transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${className}`;
}

/** A button in the site's style; its `ref` reaches the button (focus given back to it). */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...rest
}: ComponentPropsWithRef<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...rest} />;
}

/** A router link that looks like a button (for navigation that reads as an action). */
export function ButtonLink({
  variant = 'primary',
  className,
  ...rest
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...rest} />;
}
