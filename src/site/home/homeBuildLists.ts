import {
  type CommunityFilters,
  NO_FILTERS,
  queryForFilters,
} from '../../api/contract/communityFilters';
import { publicBuildsUrl } from '../../api/publicBuilds/publicBuildsRequest';

/** How many builds each of Home's lists shows: one row of cards on a wide screen. */
const HOME_BUILDS_SHOWN = 3;

/** One of Home's lists of Public builds: a community list's first cards, and a link to it. */
export interface HomeBuildList {
  title: string;
  /** One line under the title about what the list holds. */
  intro: string;
  /** The community list's filters it shows the first cards of. */
  filters: CommunityFilters;
  /** The link to that list. */
  more: string;
}

/** Featured: the most liked builds, in the community list's "Most Likes" order. */
export const FEATURED_BUILDS: HomeBuildList = {
  title: 'Featured builds',
  intro: 'The most liked builds of the community.',
  filters: { ...NO_FILTERS, mostLikes: true },
  more: 'All builds by likes',
};

/** The builds most recently shared or updated, in the list's "Newest Builds" order. */
export const NEWEST_BUILDS: HomeBuildList = {
  title: 'Newest builds',
  intro: 'Fresh from the planner: the latest builds players shared or updated.',
  filters: { ...NO_FILTERS, newest: true },
  more: 'All builds, newest first',
};

/** The API page a list reads (and the server serves with Home), built as the list builds it. */
export function homeBuildsKey(list: HomeBuildList): string {
  return publicBuildsUrl(queryForFilters(list.filters), 1, HOME_BUILDS_SHOWN);
}
