/** "1 build based on this", "{N} builds based on this": the original's count on its viewer page. */
export function basedOnCountText(count: number): string {
  return `${count} ${count === 1 ? 'build' : 'builds'} based on this`;
}

/** The title of the list of them. */
export const BASED_ON_LIST_TITLE = 'Builds based on this';
