import type { ClassSlug } from '../../skills/classSlugs';
import { CLASS_NAMES } from './classNames';

/** The classes a build spends points in, its selected class first, each name on its own. */
export function CardClasses({ classes }: { classes: readonly ClassSlug[] }) {
  return (
    <span className="inline-flex flex-wrap gap-x-1.5">
      {classes.map((slug, at) => (
        <span key={slug} className={at === 0 ? 'text-sand-200' : 'text-sand-400'}>
          {at > 0 && (
            <span aria-hidden="true" className="mr-1.5">
              +
            </span>
          )}
          <span>{CLASS_NAMES[slug]}</span>
        </span>
      ))}
    </span>
  );
}
