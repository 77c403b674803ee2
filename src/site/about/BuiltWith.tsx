import { BUILT_WITH } from './builtWith';

/** The About page's credits to the open-source projects the site runs on, with their licences. */
export function BuiltWith() {
  return (
    <section aria-labelledby="built-with" className="mt-12">
      <h2 id="built-with" className="mb-4 font-display text-2xl font-semibold text-sand-50">
        Built with
      </h2>
      <p className="mb-4 leading-relaxed text-sand-200">
        Arrakis Planner stands on these open-source projects, with thanks to their authors:
      </p>
      <ul className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {BUILT_WITH.map((credit) => (
          <li key={credit.package} className="flex flex-wrap items-baseline gap-x-2">
            <a
              href={credit.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-spice-300 underline underline-offset-4 hover:text-spice-200"
            >
              {credit.name}
            </a>
            <span className="text-sm text-sand-300">{credit.licence}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
