import { NEWS_FEED_PATH } from '../../api/news/newsFeed';
import type { PageDataKeys } from '../../api/contract/servedAnswers';
import { usePageMeta } from '../../ui/usePageMeta';
import { FEATURED_BUILDS, homeBuildsKey, NEWEST_BUILDS } from './homeBuildLists';
import { HomeCards } from './HomeCard';
import { HOME_CARDS } from './homeCards';
import { HomeHero } from './HomeHero';
import { Spinner } from '../../ui/Spinner';
import { takeOverApart } from '../../ui/takeOverApart';

/**
 * The builds and news: server-rendered, but their code loads apart and the browser takes them
 * over after the page, as their cards made Home's takeover one run of long tasks on a phone.
 */
const lists = takeOverApart(() => import('./HomeLists'), <Spinner />);

/** The server renders the lists with the page; the browser loads them apart (takeOverApart). */
export const preparePage = () => (typeof window === 'undefined' ? lists.load() : Promise.resolve());

/**
 * `/`, a front page for a new player: the welcome, the call to plan and the search first, then
 * what the community shares (featured and newest builds), the latest news and the six sections.
 */
export function HomePage() {
  usePageMeta(
    'Home',
    'Arrakis Planner: explore Dune: Awakening class skill trees, plan character builds and browse builds shared by the community.',
  );
  return (
    <>
      <HomeHero />
      <lists.Part />
      <section aria-labelledby="home-sections">
        <h2 id="home-sections" className="mb-5 font-display text-2xl font-semibold text-sand-50">
          Explore Arrakis Planner
        </h2>
        <HomeCards items={HOME_CARDS} />
      </section>
    </>
  );
}

export default HomePage;

/** Its first screen shows both lists' first cards and the newest news: served with the page. */
export const dataKeys: PageDataKeys = () => [
  homeBuildsKey(FEATURED_BUILDS),
  homeBuildsKey(NEWEST_BUILDS),
  NEWS_FEED_PATH,
];
