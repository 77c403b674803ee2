import { Link } from 'react-router-dom';
import type { BuildOrigin } from '../../skills/buildSchema';

/** The viewer page of a build by its short public id. */
function buildViewerPath(url: string): string {
  return `/build-viewer/${encodeURIComponent(url)}`;
}

/**
 * "Copied from <title> by <author>": the community build a build was copied from, its title
 * linking back to that build's viewer page. One short line that wraps on phones.
 */
export function BuildOriginNote({ origin }: { origin: BuildOrigin }) {
  return (
    <p className="text-sm break-words text-sand-300" data-testid="build-origin">
      Copied from{' '}
      <Link
        to={buildViewerPath(origin.url)}
        className="font-semibold text-spice-200 underline underline-offset-4 hover:text-spice-100"
      >
        {origin.title}
      </Link>
      {origin.author !== null ? ` by ${origin.author}` : null}
    </p>
  );
}
