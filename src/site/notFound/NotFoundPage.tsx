import { ButtonLink } from '../../ui/Button';
import { usePageMeta } from '../../ui/usePageMeta';

/** Any unknown path. */
export function NotFoundPage() {
  usePageMeta('Page Not Found', 'The page you are looking for does not exist on Arrakis Planner.');
  return (
    <section className="mx-auto my-8 flex max-w-xl flex-col items-center text-center sm:my-16">
      <p
        aria-hidden="true"
        className="font-display text-8xl font-semibold text-spice-400/30 sm:text-9xl"
      >
        404
      </p>
      <h1 className="-mt-6 font-display text-3xl font-semibold text-sand-50 sm:text-4xl">
        404 Page Not Found
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-sand-300">
        The page you are looking for does not exist. Please check the URL or return to the homepage.
      </p>
      <ButtonLink to="/" className="mt-8">
        Go to the homepage
      </ButtonLink>
    </section>
  );
}

export default NotFoundPage;
