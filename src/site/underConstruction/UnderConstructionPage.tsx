import { ButtonLink } from '../../ui/Button';
import { usePageMeta } from '../../ui/usePageMeta';

/** `/guild-board` and `/under-construction`: the same placeholder, titled by `section`. */
export function UnderConstructionPage({ section }: { section: string }) {
  usePageMeta(
    section,
    'This part of Arrakis Planner is still being built. Check back soon for the guild ad board and more.',
  );
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center text-center">
      <p className="mb-3 text-xs font-semibold uppercase tracking-[0.3em] text-spice-300">
        {section}
      </p>
      <h1 className="font-display text-4xl font-semibold tracking-wide text-sand-50 sm:text-5xl">
        Under Construction
      </h1>
      <p className="mt-5 max-w-xl text-lg leading-relaxed text-sand-300">
        Our engineers are still hauling spice and raising the walls of this section. The worms have
        been warned to keep their distance: it will be available soon!
      </p>
      <figure className="mt-10 w-full">
        <img
          src="/images/ui/under-construction.svg"
          alt="Preview of the upcoming guild ad board: guild recruitment posters pinned to a board in a desert outpost, with a crane still at work."
          width={960}
          height={540}
          className="w-full rounded-2xl border border-sand-700 shadow-2xl shadow-black/50"
        />
        <figcaption className="mt-3 text-sm text-sand-300">
          A sneak peek at work in progress.
        </figcaption>
      </figure>
      <ButtonLink to="/" className="mt-10">
        Back to Home
      </ButtonLink>
    </section>
  );
}

/** `/under-construction`: the placeholder as its own section. */
export default function UnderConstructionSectionPage() {
  return <UnderConstructionPage section="Under Construction" />;
}
