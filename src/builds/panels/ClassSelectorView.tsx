import type { ClassSlug, GameClass } from '../../skills/gameData';

/** What the class selector shows. */
export interface ClassSelectorViewProps {
  /** The five classes in the spec's order. */
  classes: readonly GameClass[];
  /** SP the build spends in each class. */
  spentByClass: Readonly<Record<ClassSlug, number>>;
  /** The class shown. */
  selected: ClassSlug;
  /** Called with the class the player picks. */
  onSelect: (slug: ClassSlug) => void;
}

/**
 * The class selector: one icon per class, each with the SP the build spends in it; the names
 * are read out and shown on hover, so the five fit one short row. Props only, so any page
 * showing a build can offer it.
 */
export function ClassSelectorView({
  classes,
  spentByClass,
  selected,
  onSelect,
}: ClassSelectorViewProps) {
  return (
    <nav aria-label="Classes" data-testid="class-selector">
      <ul className="grid grid-cols-5 gap-1.5">
        {classes.map((cls) => {
          const current = cls.slug === selected;
          return (
            <li key={cls.slug}>
              <button
                type="button"
                aria-pressed={current}
                title={cls.name}
                onClick={() => {
                  onSelect(cls.slug);
                }}
                className={`group flex min-h-11 w-full min-w-14 flex-col items-center justify-center gap-0.5 rounded-xl border px-1 py-1 transition-colors ${
                  current
                    ? 'border-spice-400 bg-spice-950/60 shadow-md shadow-spice-900/40'
                    : 'border-sand-700 bg-sand-900/80 hover:border-spice-500/70'
                }`}
              >
                <img
                  src={cls.imageUrl}
                  alt=""
                  width={24}
                  height={24}
                  className={`size-6 ${current ? '' : 'opacity-75 group-hover:opacity-100'}`}
                />
                <span className="sr-only">{cls.name}</span>{' '}
                <span
                  className={`rounded-full px-1.5 text-[0.7rem] leading-3.5 font-semibold tabular-nums ${
                    spentByClass[cls.slug] > 0 ? 'bg-spice-400 text-sand-950' : 'text-sand-300'
                  }`}
                >
                  {spentByClass[cls.slug]} SP
                </span>{' '}
                <span className="sr-only">spent</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
