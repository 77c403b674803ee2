/** User input echoed in a message: quoted, and bounded so the answer stays small. */
export function quoteInput(raw: string): string {
  return JSON.stringify(raw.length > 60 ? `${raw.slice(0, 57)}...` : raw);
}
