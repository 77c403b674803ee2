import { Link } from 'react-router-dom';
import { gameVersionLabel } from '../../api/gameDataChunk';
import type { CompareSideAnswer } from '../../api/contract/compare';
import { CLASS_NAMES } from '../../builds/cards/classNames';

/** Where a side opens: a saved build's viewer page, an anonymous link's or a code's planner. */
function sideLink(side: CompareSideAnswer, segment: string): { to: string; text: string } {
  if (side.url !== null) return { to: `/build-viewer/${side.url}`, text: 'Open in the viewer' };
  const planner = side.kind === 'saved' ? `?link=${segment}` : `#build=${segment}`;
  return { to: `/skill-trees${planner}`, text: 'Open in the planner' };
}

/**
 * One side of the comparison: its title, author, class and game version, where it opens, and
 * what moving it onto the current game data changed when it was made on an older one.
 */
export function CompareSideCard({
  name,
  side,
  segment,
  comparedOn,
}: {
  name: 'A' | 'B';
  side: CompareSideAnswer;
  /** The side as the address names it (a share code opens from it). */
  segment: string;
  /** The game version both are compared on. */
  comparedOn: string;
}) {
  const link = sideLink(side, segment);
  return (
    <section
      aria-label={`Build ${name}`}
      data-testid={`compare-side-${name}`}
      className="flex min-w-0 flex-col gap-1.5 rounded-2xl border border-sand-700 bg-sand-900/60 p-4"
    >
      <p className="text-xs font-semibold tracking-[0.2em] text-spice-300 uppercase">
        Build {name}
      </p>
      <p className="font-display text-xl font-semibold break-words text-sand-50">{side.title}</p>
      <p className="text-sm text-sand-300">
        {CLASS_NAMES[side.selectedClass]}
        {side.author !== null && <> · by {side.author}</>} · {gameVersionLabel(side.gameVersion)}
      </p>
      {side.olderVersion && (
        <div className="text-sm text-amber-200" data-testid={`compare-migrated-${name}`}>
          <p>
            Made on {gameVersionLabel(side.gameVersion)}: compared as it migrates to{' '}
            {gameVersionLabel(comparedOn)}
            {side.migrated.length === 0 ? ', unchanged.' : ':'}
          </p>
          {side.migrated.length > 0 && (
            <ul className="list-disc pl-5">
              {side.migrated.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Link
        to={link.to}
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-spice-200 underline"
      >
        {link.text}
        <span className="sr-only"> (build {name})</span>
      </Link>
    </section>
  );
}
