import type { BuildDiff } from '../../skills/buildDiff';
import { FromTo } from './DiffSection';

/** A changed title as "A → B", and a changed description as both texts under their sides. */
export function TitleDiffView({
  title,
  description,
  labelA,
  labelB,
}: Pick<BuildDiff, 'title' | 'description'> & { labelA: string; labelB: string }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      {title && (
        <p className="break-words text-sand-200">
          <FromTo from={title.a} to={title.b} />
        </p>
      )}
      {description && (
        <dl className="grid gap-2 sm:grid-cols-2">
          {[
            [labelA, description.a],
            [labelB, description.b],
          ].map(([label, text]) => (
            <div key={label} className="min-w-0 rounded-lg bg-sand-950/60 px-3 py-2">
              <dt className="text-xs text-sand-300">Description, {label}</dt>
              <dd className="break-words whitespace-pre-wrap text-sand-100">
                {text === '' ? <span className="italic text-sand-400">None</span> : text}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
