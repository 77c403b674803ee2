import type { Build } from '../../skills/buildSchema';
import type { GameIndex } from '../../skills/gameIndex';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import type { ComparedBuild } from './comparedBuild';
import type { RespecLoaders } from './openRespecBuild';
import type { RespecSide, SideName } from './respecSides';
import { RespecResult } from './RespecResult';
import { RespecSidePicker } from './RespecSidePicker';
import { useRespecSides } from './useRespecSides';

interface RespecDialogProps {
  open: boolean;
  onClose: () => void;
  /** The build in the planner and the game data both sides are compared on. */
  build: Build;
  index: GameIndex;
  /** Whether the player's saved builds can be listed. */
  loggedIn: boolean;
  /** How builds are fetched and opened (default: the site's API and game data). */
  loaders?: RespecLoaders;
}

/** "From my build to this one": pick two builds, see what the respec takes. */
export function RespecDialog({ open, onClose, ...rest }: RespecDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Plan a respec"
      description="From my build to this one: what a respec refunds, what the new build needs, and its Spice."
    >
      <RespecPlanner {...rest} />
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RespecPlanner({
  build,
  index,
  loggedIn,
  loaders = {},
}: Omit<RespecDialogProps, 'open' | 'onClose'>) {
  const { sides, chooseSource, editText, openPasted, openSaved, swap } = useRespecSides(
    index,
    loggedIn,
    loaders,
  );
  const picked = (side: RespecSide): ComparedBuild | null => {
    if (side.source === 'planner') return { build, notice: null };
    return side.status.kind === 'ready' ? side.status.compared : null;
  };
  const from = picked(sides.from);
  const to = picked(sides.to);
  const picker = (name: SideName, legend: string) => (
    <RespecSidePicker
      legend={legend}
      side={sides[name]}
      loggedIn={loggedIn}
      plannerTitle={build.buildTitle}
      onSource={(source) => {
        chooseSource(name, source);
      }}
      onText={(text) => {
        editText(name, text);
      }}
      onOpenText={() => {
        openPasted(name);
      }}
      onPickSaved={(savedId) => {
        openSaved(name, savedId);
      }}
    />
  );
  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_1fr] sm:items-start">
        {picker('from', 'From')}
        <Button
          variant="ghost"
          aria-label="Swap From and To"
          onClick={swap}
          className="self-center"
        >
          <span aria-hidden="true">⇄</span> Swap
        </Button>
        {picker('to', 'To')}
      </div>
      {from && to ? (
        <RespecResult from={from.build} to={to.build} index={index} />
      ) : (
        <p className="text-sm text-sand-300">Pick both builds to see what the respec takes.</p>
      )}
    </div>
  );
}
