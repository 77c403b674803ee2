/** What a comment card says for one of its facts (Writer, Commenting, State…), by its term. */
export function fact(root: HTMLElement, term: string): string | null {
  const dt = [...root.querySelectorAll('dt')].find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}
