/** A collection's count of builds with its word: '1 build', '12 builds'. */
export function buildCountText(count: number): string {
  return `${count} ${count === 1 ? 'build' : 'builds'}`;
}
