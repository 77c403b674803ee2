import type { BuildDiff } from '../../skills/buildDiff';
import { CLASS_SLUGS } from '../../skills/classSlugs';
import { GAME_MODE_LABELS } from '../../skills/gameModes';
import { CLASS_NAMES } from '../cards/classNames';
import { FromTo } from './DiffSection';
import { characterText, signedNumber } from './diffText';

/** One row of the table: what it counts, A's, B's and the difference. */
function PointsRow({ label, a, b }: { label: string; a: number; b: number }) {
  return (
    <tr className="border-t border-sand-800">
      <th scope="row" className="py-1.5 pr-2 text-left font-normal text-sand-200">
        {label}
      </th>
      <td className="px-2 py-1.5 text-right">{a}</td>
      <td className="px-2 py-1.5 text-right">{b}</td>
      <td className="py-1.5 pl-2 text-right font-semibold text-sand-50">{signedNumber(b - a)}</td>
    </tr>
  );
}

/**
 * Each side's skill points, in total and per class taken on either side, and its budget, with
 * the difference; then the settings behind the budget that changed (game mode, character, cap).
 */
export function SkillPointsDiffTable({
  diff,
  labelA,
  labelB,
}: {
  diff: Pick<BuildDiff, 'skillPoints' | 'gameMode' | 'character' | 'customCap'>;
  labelA: string;
  labelB: string;
}) {
  const { a, b } = diff.skillPoints;
  const classes = CLASS_SLUGS.filter((slug) => a.byClass[slug] > 0 || b.byClass[slug] > 0);
  const settings = [
    diff.gameMode && {
      label: 'Game mode',
      from: GAME_MODE_LABELS[diff.gameMode.a],
      to: GAME_MODE_LABELS[diff.gameMode.b],
    },
    diff.character && {
      label: 'Character',
      from: characterText(diff.character.a),
      to: characterText(diff.character.b),
    },
    diff.customCap && {
      label: 'Custom cap',
      from: diff.customCap.a ?? 'None',
      to: diff.customCap.b ?? 'None',
    },
  ].filter((row) => row !== null);
  return (
    <div className="flex flex-col gap-3">
      <table className="w-full text-sm text-sand-100 tabular-nums">
        <thead>
          <tr className="text-xs text-sand-300">
            <td />
            <th scope="col" className="px-2 pb-1 text-right font-semibold break-words">
              {labelA}
            </th>
            <th scope="col" className="px-2 pb-1 text-right font-semibold break-words">
              {labelB}
            </th>
            <th scope="col" className="pb-1 pl-2 text-right font-semibold">
              Difference
            </th>
          </tr>
        </thead>
        <tbody>
          <PointsRow label="Spent" a={a.total} b={b.total} />
          {classes.map((slug) => (
            <PointsRow
              key={slug}
              label={CLASS_NAMES[slug]}
              a={a.byClass[slug]}
              b={b.byClass[slug]}
            />
          ))}
          <PointsRow label="Budget" a={a.cap} b={b.cap} />
        </tbody>
      </table>
      {settings.length > 0 && (
        <dl className="flex flex-col gap-1 text-sm">
          {settings.map((row) => (
            <div key={row.label} className="flex flex-wrap gap-x-2">
              <dt className="text-sand-300">{row.label}:</dt>
              <dd className="text-sand-200">
                <FromTo from={row.from} to={row.to} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
