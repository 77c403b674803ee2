import { Link } from 'react-router-dom';
import type { BuildOrigin } from '../../skills/buildSchema';

/** The viewer page of a build by its short public id. */
function buildViewerPath(url: string): string {
  return `/build-viewer/${encodeURIComponent(url)}`;
}

/**
 * "Copied from <title> by <author>" (the planner's words; the viewer's are "Based on"): the
 * community build a build was copied from, its title linking back to that build's viewer page.
 * One short line that wraps on phones.
 */
export function BuildOriginNote({
  origin,
  lead = 'Copied from',
}: {
  origin: BuildOrigin;
  lead?: 'Copied from' | 'Based on';
}) {
  return (
    <p className="text-sm break-words text-sand-300" data-testid="build-origin">
      {lead}{' '}
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
