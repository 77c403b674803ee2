import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { HomeSearch } from './HomeSearch';

/**
 * Home's first screen: the welcome heading, the one call to plan a build and the search into
 * the community list, both within a phone's first screen.
 */
export function HomeHero() {
  return (
    <section
      aria-labelledby="home-welcome"
      className="mb-12 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-end"
    >
      <div>
        <p className="mb-3 text-xs font-semibold uppercase tracking-[0.3em] text-spice-300">
          Unofficial Dune: Awakening companion
        </p>
        <h1
          id="home-welcome"
          className="font-display text-4xl font-semibold tracking-wide text-sand-50 sm:text-5xl"
        >
          Welcome to Arrakis Planner
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-sand-300">
          Study every class and skill tree, plan where each skill point goes, and share builds with
          fellow travellers of the deep desert.
        </p>
        <ButtonLink to="/skill-trees" className="mt-6 px-7 text-base">
          Plan a build
          <span aria-hidden="true">→</span>
        </ButtonLink>
      </div>
      <Card className="p-5">
        <HomeSearch />
      </Card>
    </section>
  );
}
