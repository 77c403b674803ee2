import { useCallback, type ReactNode } from 'react';
import { comparePath } from '../../api/contract/comparePaths';
import { fetchMyBuilds } from '../../api/savedBuilds/myBuilds';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { HINT_CLASSES } from '../../ui/form/fieldStyles';
import { FormError } from '../../ui/form/FormMessage';
import { PastedBuildForm } from './PastedBuildForm';
import { useMyBuildChoices, type LoadMyBuilds } from './useMyBuildChoices';

export interface CompareWithDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title: the button's words that opened it. */
  title: string;
  /** This build as one side of the compare address (a saved build's id or a share code). */
  self: string;
  /** The build in the player's planner as a share code, or null to offer none. */
  plannerCode: string | null;
  /** Whether the player's saved builds can be listed. */
  loggedIn: boolean;
  /** Goes to the compare page (its path). */
  onCompare: (path: string) => void;
  /** Loads the player's saved builds when the dialog opens (default: the API). */
  loadMyBuilds?: LoadMyBuilds;
}

const defaultLoad: LoadMyBuilds = (signal) => fetchMyBuilds(signal);

/** One build to compare with, as a full-width button. */
function Choice({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-sand-700 bg-sand-950/50 px-3.5 py-2 text-left text-sm font-semibold text-sand-100 hover:border-spice-400 hover:text-spice-200"
      >
        {children}
      </button>
    </li>
  );
}

function SectionHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-semibold tracking-wide text-sand-100">{children}</h3>;
}

/**
 * Which build to compare this one with: the build in the player's planner, one of their saved
 * builds (listed when the dialog opens) or a pasted link or code. Choosing one goes to
 * `/compare/{this}/{chosen}`.
 */
export function CompareWithDialog({
  open,
  onClose,
  title,
  self,
  plannerCode,
  loggedIn,
  onCompare,
  loadMyBuilds = defaultLoad,
}: CompareWithDialogProps) {
  const { choices, retry } = useMyBuildChoices(open && loggedIn, loadMyBuilds);
  const choose = useCallback(
    (side: string) => {
      onCompare(comparePath(self, side));
    },
    [onCompare, self],
  );
  const saved = choices.kind === 'ready' ? choices.builds.filter((b) => b.url !== self) : [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description="Pick the build to compare this one with: both side by side, skill by skill."
    >
      <div className="flex flex-col gap-5">
        {plannerCode !== null && plannerCode !== self && (
          <ul className="flex flex-col gap-2" aria-label="From my planner">
            <Choice
              onClick={() => {
                choose(plannerCode);
              }}
            >
              The build in my planner
            </Choice>
          </ul>
        )}
        {loggedIn && (
          <section className="flex flex-col gap-2" aria-label="My saved builds">
            <SectionHeading>My saved builds</SectionHeading>
            {choices.kind === 'loading' && (
              <p role="status" className={HINT_CLASSES}>
                Loading your saved builds…
              </p>
            )}
            {choices.kind === 'failed' && (
              <>
                <FormError>{choices.message}</FormError>
                <Button variant="secondary" className="self-start" onClick={retry}>
                  Try again
                </Button>
              </>
            )}
            {choices.kind === 'ready' && saved.length === 0 && (
              <p className={HINT_CLASSES}>You have no other saved builds yet.</p>
            )}
            {saved.length > 0 && (
              <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto">
                {saved.map((build) => (
                  <Choice
                    key={build.id}
                    onClick={() => {
                      choose(build.url);
                    }}
                  >
                    <span className="min-w-0 break-words">{build.title}</span>
                    <span className="shrink-0 font-normal text-sand-300">
                      {build.skillpoints} SP
                    </span>
                  </Choice>
                ))}
              </ul>
            )}
          </section>
        )}
        <PastedBuildForm self={self} onSide={choose} />
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
