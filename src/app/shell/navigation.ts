/** One entry of the header navigation. */
export interface NavItem {
  label: string;
  to: string;
  /** Paths on which the entry is highlighted: exact paths and path prefixes. */
  match: { paths?: readonly string[]; prefixes?: readonly string[] };
}

/** The header navigation, in the spec's order, with News after Community Builds. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Classes', to: '/classes', match: { prefixes: ['/class'] } },
  { label: 'Plan Characters', to: '/skill-trees', match: { paths: ['/skill-trees'] } },
  {
    label: 'Community Builds',
    to: '/community-builds',
    match: { paths: ['/community-builds'], prefixes: ['/build-viewer'] },
  },
  { label: 'News', to: '/news', match: { paths: ['/news'] } },
  { label: 'Guild Ad Board', to: '/guild-board', match: { paths: ['/guild-board'] } },
  { label: 'About', to: '/about', match: { paths: ['/about'] } },
  { label: 'Feedback', to: '/feedback', match: { paths: ['/feedback', '/feedback-thanks'] } },
];

/**
 * Whether a navigation entry is highlighted on `pathname`: Classes on any path starting with
 * /class (the list and every class), Community Builds on /community-builds and any path starting
 * with /build-viewer, every other entry (News on /news) on its own page. A trailing slash is
 * ignored.
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { paths = [], prefixes = [] } = item.match;
  return paths.includes(path) || prefixes.some((prefix) => path.startsWith(prefix));
}
