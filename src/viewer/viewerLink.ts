/** Get Link on a build with no public id nor saved id to make its address of (spec §8). */
export const LINK_WITHOUT_ID =
  'Cannot generate link: Build URL is missing and build ID is not available.';
