import { Link } from 'react-router-dom';

/** The site footer: the fan-project disclaimer, and links to privacy, news, about and feedback. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-sand-800 bg-sand-950/95 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-sand-300 sm:px-6 md:flex-row md:items-start md:justify-between">
        <p className="max-w-3xl leading-relaxed">
          Arrakis Planner is an unofficial fan project. It is not affiliated with, endorsed or
          sponsored by Funcom or the game&apos;s publisher. Dune: Awakening and all related names,
          images and trademarks belong to their respective owners.
        </p>
        <nav aria-label="Footer" className="shrink-0">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link
                className="underline decoration-sand-600 underline-offset-4 hover:text-spice-200 hover:decoration-spice-400"
                to="/privacy"
              >
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link
                className="underline decoration-sand-600 underline-offset-4 hover:text-spice-200 hover:decoration-spice-400"
                to="/news"
              >
                News
              </Link>
            </li>
            <li>
              <Link
                className="underline decoration-sand-600 underline-offset-4 hover:text-spice-200 hover:decoration-spice-400"
                to="/about"
              >
                About
              </Link>
            </li>
            <li>
              <Link
                className="underline decoration-sand-600 underline-offset-4 hover:text-spice-200 hover:decoration-spice-400"
                to="/feedback"
              >
                Feedback
              </Link>
            </li>
          </ul>
          <p className="mt-3 text-xs text-sand-400">© {year} Arrakis Planner fan project</p>
        </nav>
      </div>
    </footer>
  );
}
