/** Moves focus to the form's field called `name`, so a refused submit lands on the problem. */
export function focusField(form: HTMLFormElement, name: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement) field.focus();
}
