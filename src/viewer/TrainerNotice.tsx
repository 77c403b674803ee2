import { CLASS_NAMES } from '../builds/cards/classNames';
import type { SharedTrainerStatement } from '../skills/trainerNotices';
import { TRAINER_ACCESS_UNSTATED, TRAINER_WARNING } from '../skills/trainerNotices';

/** What the viewer says of the build's trainer access, and the classes it says lack it. */
export type TrainerNoticeProps = SharedTrainerStatement;

/**
 * The spec's red warning where the build says a class lacks its advanced trainer (naming those
 * classes), or a quiet note where its author said nothing; nothing otherwise. Free of the game
 * data, so the page shows it with the build the server opened, before the trees' code.
 */
export function TrainerNotice({ notice, lacking }: TrainerNoticeProps) {
  if (notice === 'none') return null;
  if (notice === 'unstated') {
    return (
      <p
        role="note"
        className="rounded-xl border border-sand-700 bg-sand-900/70 px-4 py-3 text-sm text-sand-300"
        data-testid="trainer-unstated"
      >
        {TRAINER_ACCESS_UNSTATED}
      </p>
    );
  }
  const names = lacking.map((slug) => CLASS_NAMES[slug]);
  return (
    <div
      role="note"
      className="rounded-xl border border-red-500/70 bg-red-950/50 px-4 py-3 text-sm text-red-200"
      data-testid="trainer-warning"
    >
      <p className="font-semibold">{TRAINER_WARNING}</p>
      {names.length > 0 ? (
        <p className="mt-1">
          {`The build says its author lacks the advanced trainer of: ${names.join(', ')}.`}
        </p>
      ) : null}
    </div>
  );
}
