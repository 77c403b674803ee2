import type { CompareRespec as Respec } from '../../skills/buildCompare';

/** The Spice of one respec on the ladder, e.g. "free" or "5 Spice". */
function spiceText(spice: number): string {
  return spice === 0 ? 'free' : `${String(spice)} Spice`;
}

/**
 * What it takes to turn build A into build B: the respec refunds every point of A and B's are
 * spent again; its Spice, on official servers, depends on the respecs made recently.
 */
export function CompareRespec({ respec }: { respec: Respec }) {
  const { spice } = respec;
  const [first, ...later] = spice?.ladder ?? [];
  return (
    <div className="flex flex-col gap-2 text-sm text-sand-200" data-testid="compare-respec">
      <p>
        A respec refunds all <strong className="text-sand-50">{respec.refund} SP</strong> of build
        A; build B then spends <strong className="text-sand-50">{respec.spend} SP</strong> (
        {respec.kept} {respec.kept === 1 ? 'skill stays' : 'skills stay'} as they are).
      </p>
      {!respec.fits && (
        <p className="font-semibold text-danger-200">
          Build B needs more than the {respec.budget} SP build A has to spend.
        </p>
      )}
      {first === undefined || spice === null ? (
        <p>The respec’s Spice cost is unknown for this game data.</p>
      ) : (
        <p data-testid="compare-respec-spice" className="text-base font-semibold text-spice-200">
          Respec cost on official servers: {spiceText(first)} for a first respec
          {later.length > 0 &&
            `, then ${later.map(spiceText).join(', ')} for the next ones (the last repeats)`}
          . It steps down one rung every {spice.stepDownHours} hours without a respec
          {spice.confidence === 'C' ? '.' : ' (not yet confirmed).'}
        </p>
      )}
    </div>
  );
}
