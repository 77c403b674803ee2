import { usePageMeta } from '../../ui/usePageMeta';
import { HomeCards } from './HomeCard';
import { HOME_CARDS } from './homeCards';

/** `/`: the welcome heading and the six section cards. */
export function HomePage() {
  usePageMeta(
    'Home',
    'Arrakis Planner: explore Dune: Awakening class skill trees, plan character builds and browse builds shared by the community.',
  );
  return (
    <>
      <section className="mb-10 max-w-3xl">
        <p className="mb-3 text-xs font-semibold uppercase tracking-[0.3em] text-spice-300">
          Unofficial Dune: Awakening companion
        </p>
        <h1 className="font-display text-4xl font-semibold tracking-wide text-sand-50 sm:text-5xl">
          Welcome to Arrakis Planner
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-sand-300">
          Study every class and skill tree, plan where each skill point goes, and share builds with
          fellow travellers of the deep desert.
        </p>
      </section>
      <HomeCards items={HOME_CARDS} />
    </>
  );
}

export default HomePage;
