import { ButtonLink } from './Button';

/** A page's "not found" heading with one way back (an author, a collection). */
export function NotFoundNotice({ title, back }: { title: string; back: string }) {
  return (
    <section className="mx-auto my-12 max-w-xl text-center">
      <h1 className="font-display text-3xl font-semibold text-sand-50 sm:text-4xl">{title}</h1>
      <ButtonLink to="/community-builds" className="mt-8">
        {back}
      </ButtonLink>
    </section>
  );
}
