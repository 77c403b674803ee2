import type { ComponentPropsWithRef, ReactNode } from 'react';

/** Props of a checkbox: the input's own props plus its label. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> {
  label: ReactNode;
}

/** A checkbox whose whole label row is a 44px tall target. */
export function Checkbox({ label, ...input }: CheckboxProps) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-sand-100 has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <input
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer rounded border-sand-500 accent-spice-400 disabled:cursor-not-allowed"
        {...input}
      />
      <span>{label}</span>
    </label>
  );
}
