import { FEATURED_BUILDS, NEWEST_BUILDS } from './homeBuildLists';
import { HomeBuilds } from './HomeBuilds';
import { HomeNews } from './HomeNews';

/** What Home shows below its first screen's call: the community's builds, then the news. */
export default function HomeLists() {
  return (
    <>
      <HomeBuilds list={FEATURED_BUILDS} />
      <HomeBuilds list={NEWEST_BUILDS} />
      <HomeNews />
    </>
  );
}
