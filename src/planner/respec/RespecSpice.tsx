import { useId, useState } from 'react';
import { gameVersionLabel } from '../../api/gameDataChunk';
import { UNSURE_MARKS } from '../../builds/character/characterText';
import type { Progression } from '../../skills/progression';
import { respecSpice } from '../../skills/respecPlan';
import { FIELD_CLASSES, HINT_CLASSES, LABEL_CLASSES } from '../../ui/form/fieldStyles';
import { ladderLine, recentHours, spiceLine } from './respecText';

/**
 * The respec's Spice on the ladder of official servers, for the respecs the player says they
 * made recently, with where a respec is done and what blocks it, marked as sure as the facts.
 */
export function RespecSpice({
  progression,
  gameVersion,
}: {
  progression: Progression | undefined;
  gameVersion: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-display text-lg font-semibold text-sand-50">
        Spice
        {progression && <UnsureMark progression={progression} />}
      </h3>
      {progression ? (
        <SpiceOnLadder progression={progression} />
      ) : (
        <p className="text-sm text-sand-300">
          The respec&apos;s Spice costs are unknown for the {gameVersionLabel(gameVersion)} game
          data.
        </p>
      )}
    </section>
  );
}

function UnsureMark({ progression }: { progression: Progression }) {
  const mark = UNSURE_MARKS[progression.respec.confidence];
  if (mark === null) return null;
  return (
    <span className="ml-2 rounded-full border border-amber-400/60 px-2 py-0.5 align-middle font-sans text-xs font-semibold text-amber-200">
      {mark}
    </span>
  );
}

function SpiceOnLadder({ progression }: { progression: Progression }) {
  const inputId = useId();
  const hintId = useId();
  const [recent, setRecent] = useState('0');
  const { where, blockers, note, stepDownHours } = progression.respec;
  const spice = respecSpice(progression, Number(recent));
  return (
    <>
      <div>
        <label htmlFor={inputId} className={LABEL_CLASSES}>
          Respecs in the last {recentHours(progression)} hours
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={recent}
          aria-describedby={hintId}
          onChange={(event) => {
            setRecent(event.target.value);
          }}
          className={`mt-2 max-w-32 ${FIELD_CLASSES}`}
        />
        <p id={hintId} className={`mt-1.5 ${HINT_CLASSES}`}>
          The cost steps down one rung for every {stepDownHours} hours without a respec.
        </p>
      </div>
      <p data-testid="respec-spice-cost" className="text-base font-semibold text-spice-200">
        {spiceLine(spice)} on official servers (default)
      </p>
      <p className="text-sm text-sand-300">Ladder: {ladderLine(progression)}</p>
      <FactList title="Where a respec can be done" items={where} />
      {blockers.length > 0 && <FactList title="What blocks it" items={blockers} />}
      <p className="text-sm text-sand-300">{note}</p>
    </>
  );
}

function FactList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="text-sm text-sand-200">
      <p className="font-semibold text-sand-100">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
